"""The engine's words: each sentence it says is a Phrase, a key plus fields, English by default.

The log (narrate), refusal reasons (legality.why_not, view's trick menu), the preview's reasons
(view.award_reason) and the hint (ai.hint) return Phrases (game/phrase.py). A Phrase *is* its English text: a `str` subclass, so `python -m game replay`, the
record reader and the tests print, compare and format exactly the English they always did. It
also carries `key` and `fields`, so the browser renders the same phrase in another language
from its own catalogues (game/shanghaien/ui/locales), through game.shanghaien.ui.words.say(). The English templates
live here and nowhere else: the UI's English catalogue takes them from ENGLISH instead of
repeating them.

Fields hold plain values (names, numbers), nested Phrases (a card's name inside a sentence) or
sequences of Phrases: a list reads "a, b and c" (the word is the phrase "list.and"), a tuple
reads "a; b" with a capital first letter. A `count` field picks `key.one` or `key.other`.
"""

from __future__ import annotations

from typing import Any

from game.phrase import Phrase as BasePhrase
from game.phrase import capital, join, plural, render  # noqa: F401 (Shanghaien's callers import them from here)

from .cards import NATION_NAMES, TRICK_NAMES

# Trick codes become key-safe names: "*P" -> "trick.P".
NATION_KEYS = {code: f"nation.{code}" for code in NATION_NAMES}
TRICK_KEYS = {code: f"trick.{code[1:]}" for code in TRICK_NAMES}

ENGLISH: dict[str, str] = {
    **{NATION_KEYS[c]: name for c, name in NATION_NAMES.items()},
    **{f"crew.{c}": f"{name} crew" for c, name in NATION_NAMES.items()},
    **{TRICK_KEYS[c]: name for c, name in TRICK_NAMES.items()},
    "list.and": "and",
    "card.sailor": "{nation} {value}",
    "card.the": "the {card}",
    "card.the_trick": "the {card} card",
    "dice.double": "a double {a}",
    "dice.pair": "{a} and {b}",
    # The log (narrate.py).
    "log.over": "The game is over.",
    "log.round": "Round {number}",
    "log.rolled": "{who} rolled {dice}.",
    "log.rolled_again": "{who} rolled again: {dice}.",
    "log.waits": "{who} waits for the dice.",
    "log.rolls": "{who} rolls the dice.",
    "log.direction_left": "{who} counts from the left: {card} is number 1.",
    "log.direction_right": "{who} counts from the right: {card} is number 1.",
    "log.place": "{who} placed the {value} on {card}.",
    "log.place_back": "{who} placed the {value} on {card} (the {other} goes back).",
    "log.place_shark": "{who} placed the {value} on {card} and sent that card to the sharks.",
    "log.place_back_shark": "{who} placed the {value} on {card} (the {other} goes back) and sent that card "
                            "to the sharks.",
    "log.wild": "{who} played {trick} as a wild sailor: a 2 joins the {crew}.",
    "log.adjust": "{who} played {trick} and turned a {a} into a {b}.",
    "log.both": "{who} played {trick}: {both}.",
    "log.reroll": "{who} played {trick} and picks up both dice.",
    "log.sharks": "{who} played Sharks: the card this turn's die goes onto will be removed.",
    "log.exchange": "{who} played Exchange, took back the die from {card}, then {both}.",
    "log.action": "{who}: {action}.",
    "both.double": "both {a}s go on {card}",
    "both.pair": "the {a} goes on {card_a} and the {b} on {card_b}",
    "log.shanghai": "{who} called Shanghai! {parts}.",
    "log.shanghai_last": "{who} called Shanghai! {parts}. That was the last round.",
    "log.takes": "{name} takes {cards}",
    "log.removed.one": "{cards} is removed",
    "log.removed.other": "{cards} are removed",
    "log.nothing": "nothing changes hands",
    # Why a move is refused (legality.py, view.trick_menu).
    "why.not_a_move": "{action} is not a move of this game",
    "why.over": "the game is over",
    "why.no_roll_now": "no dice are being rolled now",
    "why.rolled_already": "the dice have been rolled already",
    "why.rolling": "the dice are still rolling: their result comes first",
    "why.roll_first": "roll the dice first (or call Shanghai)",
    "why.direction_set": "the direction is already set for this round",
    "why.place_first": "you have rolled already: place a die (or play a trick)",
    "why.few_dice": "you have fewer than 2 dice left, so you must call Shanghai",
    "why.shanghai_start": "Shanghai is called at the start of a turn, instead of rolling",
    "why.shanghai_placed": "you may call Shanghai once you have placed 2 dice this round (you have placed {placed})",
    "why.direction_first": "choose the direction of the numbers first (which end of the row is 1)",
    "why.no_die": "you rolled {a} and {b}: no die shows {v}",
    "why.trick_used": "you have already played a trick card this round (one per round)",
    "why.no_trick": "you hold no unused {code} card ({trick})",
    "why.wild_no_crew": "a wild card joins a nation you already hold: you have no {nation} sailor",
    "why.wild_no_sailors": "a wild card joins a crew you already hold, and you hold no sailors yet",
    "why.both_direction": "choose the direction of the numbers before placing both dice",
    "why.exchange_direction": "choose the direction of the numbers before exchanging",
    "why.exchange_card": "you have no die from an earlier turn of this round on card {v}",
    "why.exchange_none": "you have no die from an earlier turn of this round to take back",
    # Who takes a card at Shanghai, and why (view.award_reason).
    "award.sharks": "sent to the sharks: removed",
    "award.empty": "no dice: removed",
    "award.only": "only {taker} has dice here",
    "award.more": "{taker} has more dice ({high}:{low})",
    "award.neighbours": "equal dice; {taker} wins on neighbour sums {s0}:{s1}",
    "award.tie": "equal dice and neighbour sums {s0}:{s1}: removed",
    # The Expert's hint (ai/hint.py).
    "hint.shanghai_forced": "Shanghai: you have fewer than 2 dice left; you win {won} of 6 cards",
    "hint.shanghai_ahead": "Shanghai now: you win {won} of 6 cards, {rival} {theirs}",
    "hint.shanghai_stop": "Shanghai now: {rival} wins only {theirs} of 6 cards, and would gain more if the round "
                          "went on",
    "hint.roll_two": "roll: you need two dice on the tavern before you can call Shanghai",
    "hint.roll.one": "roll: Shanghai now would give you 1 card and {rival} {theirs}",
    "hint.roll.other": "roll: Shanghai now would give you {count} cards and {rival} {theirs}",
    "hint.direction_left": "number the row from the left: your dice reach the cards you want",
    "hint.direction_right": "number the row from the right: your dice reach the cards you want",
    "hint.wild": "play {trick} as a 2 in your {crew}: {effect}",
    "hint.adjust": "turn your {old} into a {new}: it reaches the card you want",
    "hint.both": "add both dice: a {a} and a {b} onto their cards",
    "hint.reroll": "roll again: neither {a} nor {b} helps you enough",
    "hint.sharks": "send the card your die goes onto to the sharks: nobody should have it",
    "hint.exchange": "take back your die from card {v} and place both dice",
    "hint.take_trick": "take the {card} card: a trick card scores a point or plays as a wild sailor",
    "hint.contest_trick": "contest the {card} card: a trick card scores a point or plays as a wild sailor",
    "hint.secure_trick": "make sure of the {card} card: a trick card scores a point or plays as a wild sailor",
    "hint.press_trick": "press for the {card} card: a trick card scores a point or plays as a wild sailor",
    "hint.take": "take the {card}: {effect}",
    "hint.contest": "contest the {card}: {effect}",
    "hint.secure": "make sure of the {card}: {effect}",
    "hint.press": "press for the {card}: {effect}",
    # The chance to win from the exact solution of the round (ai/hint.py, ai/review.py).
    "hint.with_odds": "{reason} ({odds})",
    "odds.pair": "{move} wins {pct}% of the time; {other}, {other_pct}%",
    "odds.shanghai": "Shanghai now",
    "odds.roll": "rolling on",
    "odds.place": "the {v}",
    "odds.dir_up": "numbering from the left",
    "odds.dir_down": "numbering from the right",
    "odds.wild": "{trick} as a wild sailor",
    "odds.adjust": "turning the {old} into a {new}",
    "odds.both": "both dice",
    "odds.reroll": "rolling again",
    "odds.sharks": "the sharks",
    "odds.exchange": "taking back the die from card {v}",
    "review.moment": "move {move}: {played} won {pct}% of the time; {best}, {best_pct}%",
    "effect.beats": "it beats {rival}'s {nation} crew ({value} against {theirs})",
    "effect.caps": "it caps {rival}'s {nation} crew at {value} points instead of {theirs}",
    "effect.monopoly": "it builds your {nation} monopoly to {total}",
    "effect.wins": "it wins you the {nation} majority ({total} against {theirs})",
    "effect.keeps": "it keeps your {nation} majority safe ({total} against {theirs})",
    "effect.closes": "it closes in on {rival}'s {nation} crew ({total} against {theirs})",
    "effect.starts": "it starts a {nation} crew that {rival} does not have",
    "effect.starts_an": "it starts an {nation} crew that {rival} does not have",
}


class Phrase(BasePhrase):
    """A sentence of Shanghaien's engine (English from ENGLISH above)."""

    english = ENGLISH


def say(key: str, **fields: Any) -> Phrase:
    """The phrase `key` with these fields (its str value is the English sentence)."""
    return Phrase(key, fields)
