"""The tavern: six cards in a row, each player's dice on them, captains at the ends, the preview.

Also draws a finished round's overview (who took which card and why) on the same lanes.
Everything shown comes from `view.board()`; the only input of its own is what the UI allows.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from game.shanghaien import actions as A
from game.shanghaien.state import ROUNDS
from game.shanghaien.ui.art import SEAT_COLOURS, any_card, captain, card_label, die_face, icon
from game.ui.dom import button, h
from game.ui.i18n import t
from game.shanghaien.ui.words import say



@dataclass
class TavernOptions:
    """What the tavern may offer or show beyond the position itself."""

    names: tuple[str, str] = ("Red", "Blue")
    choose_direction: bool = False  # the start player at this device may click a captain
    preview: bool = True
    fits: set[int] = field(default_factory=set)  # positions the rolled dice reach
    overview: dict | None = None  # a finished round to show instead of the current tavern
    animate: bool = False  # play the slide-to-taker animation of the overview


def dice_stack(count: int, number: int, seat: int, name: str) -> Any:
    """A player's dice on one card (all show the card's number)."""
    label = t("tavern.dice", count=count, name=name) if count else t("tavern.no_dice", name=name)
    return h("div", {"class": f"dice-stack stack-{SEAT_COLOURS[seat]}", "role": "img", "aria-label": label},
             [die_face(number, seat, "die-small") for _ in range(count)])


def short_reason(award: dict) -> str:
    """A few characters for narrow screens: 'only', '2:1' (dice), 'sums 4:3' (neighbours), 'sharks'."""
    taker = award["taker"]
    reason = award["reason"]
    if reason == "sharks":
        return t("tavern.short_sharks")
    if reason == "empty":
        return ""
    if reason == "only":
        return t("tavern.short_only")
    if reason == "more":
        n = award["dice"]
        return f"{n[taker]}:{n[1 - taker]}"
    s0, s1 = award["neighbour_sums"]
    return t("tavern.short_sums", s0=s0, s1=s1)  # the same words as the full reason, which a screen reader hears


def arrow(taker: int) -> str:
    """The arrow towards a card's taker: the top player up, the bottom player down."""
    return "▲" if taker == 1 else "▼" if taker == 0 else "✕"


def longest_word(text: str) -> int:
    """The characters of a text's longest word (the chip's font fits it: see .preview in board.css)."""
    return max((len(part) for word in text.split() for part in word.split("\u00ad")), default=1)  # a soft hyphen may break


def award_chip(award: dict, names: tuple[str, str], position: int, cls: str, live: bool = False) -> Any:
    """Who takes a card and why: an arrow in the taker's colour, a short and a full reason.

    In a round under way (`live`) a card nobody has put a die on yet says just that, not that it
    would be removed: no alarm before anyone has played there.
    """
    taker = award["taker"]
    colour = SEAT_COLOURS[taker] if taker >= 0 else "none"
    card, text = say(award["name"]), say(award["text"])
    full = (t("tavern.award_removed", card=card, reason=text) if taker < 0
            else t("tavern.award_takes", name=names[taker], card=card, reason=text))
    short, sign = short_reason(award), arrow(taker)
    if live and award["reason"] == "empty":
        text, full, sign = t("tavern.nobody_yet"), t("tavern.nobody_yet_full", card=card), "·"
    return h("button", {"type": "button", "class": f"{cls} taker-{colour}", "data-pop": f"reason:{position}",
                        "aria-label": full, "data-full": full,
                        "style": f"--short-word: {longest_word(short)}; --long-word: {longest_word(text)}"},
             h("span", {"class": "chip-arrow", "aria-hidden": "true", "text": sign}),
             h("span", {"class": "chip-short", "aria-hidden": "true", "text": short}),
             h("span", {"class": "chip-long", "aria-hidden": "true", "text": text}))


def number_badge(number: int, position: int | None = None) -> Any:
    """The die number of a card once the direction is set. While a captain may still be chosen
    (`position` given) it also holds the number each captain would give, shown while one is hovered
    or focused (board.css)."""
    if not number and position is not None:
        return h("span", {"class": "card-number unset", "aria-hidden": "true"},
                 h("span", {"class": "number-unknown", "text": "?"}),
                 h("span", {"class": "number-if-left", "text": str(position + 1)}),
                 h("span", {"class": "number-if-right", "text": str(6 - position)}))
    if not number:
        return h("span", {"class": "card-number unset", "aria-hidden": "true", "text": "?"})
    return h("span", {"class": "card-number", "aria-hidden": "true", "text": str(number)})


def lane(index: int, slot: dict, award: dict | None, opts: TavernOptions, extra_cls: str = "", live: bool = False) -> Any:
    """One tavern position: the top player's dice, the card, the bottom player's dice, the preview."""
    n0, n1 = slot["dice"]
    number = slot["number"]
    label = card_label(slot["card"])
    if number:
        label = t("tavern.card_number", card=label, number=number)
    if slot.get("sharked"):
        label = t("tavern.card_sharked", card=label)
    cls = "card-slot lane" + (" fits" if index in opts.fits else "") + (" sharked" if slot.get("sharked") else "")
    holder = h("div", {"class": "card-holder", "role": "img", "aria-label": label},
               any_card(slot["card"]), number_badge(number, index if opts.choose_direction else None),
               icon("trick-sharks", "shark-mark") if slot.get("sharked") else None)
    chip = award_chip(award, opts.names, index, "preview", live) if award is not None else None
    return h("li", {"class": f"{cls} {extra_cls}".strip(), "data-position": index + 1, "data-number": number},
             dice_stack(n1, number, 1, opts.names[1]), holder, dice_stack(n0, number, 0, opts.names[0]), chip)


def captain_end(side: str, board: dict, opts: TavernOptions) -> Any:
    """A row end: the grey captain (a button while the direction is open) and trick captains."""
    direction = board["direction"]
    one_end = {"up": "left", "down": "right"}.get(direction)
    figures: list[Any] = []
    if opts.choose_direction:
        tavern = board["tavern"]
        first = say(tavern[0 if side == "left" else 5]["name"])
        action = A.DIR_UP if side == "left" else A.DIR_DOWN
        figures.append(button(t(f"tavern.count_{side}", card=first), f"a:{action}",
                              captain("grey"), h("span", {"class": "captain-one", "text": "1"}),
                              cls="captain-button"))
    elif one_end is None or one_end == side:
        figures.append(h("span", {"class": "captain-spot", "role": "img",
                                  "aria-label": t("tavern.one_here") if one_end else t("tavern.no_direction")},
                         captain("grey")))
    if (one_end or "left") == side:
        for seat in (0, 1):
            if board["trick_used"][seat]:
                figures.append(h("span", {"class": "captain-spot", "role": "img",
                                          "aria-label": t("tavern.trick_played", name=opts.names[seat])},
                                 captain(SEAT_COLOURS[seat])))
    return h("div", {"class": f"captain-end {side}"}, figures)


def tavern(board: dict, opts: TavernOptions) -> list[Any]:
    """The tavern's children: the row (or a finished round's overview) with its captains."""
    if opts.overview is not None:
        return overview(opts.overview, opts, caption=True)
    any_dice = any(sum(slot["dice"]) for slot in board["tavern"])
    show_preview = opts.preview and any_dice
    awards = board["preview"] if show_preview else [None] * len(board["tavern"])
    lanes = [lane(i, slot, awards[i], opts, live=True) for i, slot in enumerate(board["tavern"])]
    row = h("ol", {"class": "tavern-row", "aria-label": t("tavern.row")}, lanes)
    return [h("div", {"class": "tavern-line"}, captain_end("left", board, opts), row,
              captain_end("right", board, opts))]


def overview(result: dict, opts: TavernOptions, caption: bool = False) -> list[Any]:
    """A finished round: its six cards with the dice on them, arrows to the takers and the reasons."""
    lanes = []
    for i, award in enumerate(result["awards"]):
        slot = {"card": award["card"], "number": award["number"], "dice": award["dice"],
                "sharked": award["reason"] == "sharks"}
        taker = award["taker"]
        moved = "to-top" if taker == 1 else "to-bottom" if taker == 0 else "removed"
        extra = f"overview-lane {moved}" + (" animate" if opts.animate else "")
        lanes.append(lane(i, slot, award, TavernOptions(opts.names), extra))
    row = h("ol", {"class": "tavern-row overview-row",
                   "aria-label": t("tavern.overview_row", round=result["round"])}, lanes)
    line = h("div", {"class": "tavern-line overview-line"}, h("div", {"class": "captain-end left"}), row,
             h("div", {"class": "captain-end right"}))
    if not caption:
        return [line]
    note = h("p", {"class": "overview-caption", "id": "overview-caption"},
             h("strong", {"text": t("tavern.round_over", round=result["round"]) + " "}),
             t("tavern.overview_note_last" if result["round"] == ROUNDS else "tavern.overview_note",
               red=opts.names[0], blue=opts.names[1]))
    return [note, line]
