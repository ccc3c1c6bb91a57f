"""The turn panel: whose turn it is, the rolled dice, playable trick cards, Roll and Shanghai.

Buttons carry `data-act`: "a:N" applies engine action N, "ui:..." is a board command.
A disabled control keeps focus and shows the engine's reason on hover and focus.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.shanghaien import actions as A
from game.shanghaien.cards import NATION_NAMES
from game.ui.art import SEAT_COLOURS, die_face, icon, trick_lower, trick_upper
from game.ui.dom import button, h
from game.ui.i18n import t


@dataclass
class TurnOptions:
    """What the panel needs beyond the board view."""

    names: tuple[str, str]
    humans: tuple[bool, bool]  # which seats a person at this device plays
    choice: tuple[str, ...] | None = None  # ("wild", code), ("adjust",), ("exchange",)
    place_reasons: dict[int, str] | None = None  # die value -> why it cannot be placed now
    rolled_now: bool = False  # the dice have just been rolled: animate them
    thinking: bool = False  # the computer is deciding
    hints_on: bool = True
    hint: str | None = None  # the Expert's suggestion, once asked
    hinting: bool = False
    pending_shark: bool = False
    score_line: str = ""  # the result line once the game is over


def _reason_button(label: str, act: str, reason: str | None, tip_id: str, cls: str = "button") -> Any:
    """A button with a tooltip that shows why it is disabled (nothing when it is enabled)."""
    btn = button(label, act, cls=cls, disabled_reason=reason)
    if reason:
        btn.setAttribute("aria-describedby", tip_id)
        btn.removeAttribute("title")
    return h("span", {"class": "tip-wrap"}, btn,
             h("span", {"class": "tip", "role": "tooltip", "id": tip_id, "text": reason}) if reason else None)


def banner_text(board: dict, opts: TurnOptions) -> str:
    """One sentence that says whose turn it is and what they can do."""
    if board["over"]:
        return opts.score_line or "The game is over."
    p = board["to_move"]
    name = opts.names[p]
    hotseat = all(opts.humans)
    you = opts.humans[p] and not hotseat
    who = "Your" if you else f"{name}'s"
    seat_note = f" ({SEAT_COLOURS[p]}, {'bottom' if p == 0 else 'top'})" if hotseat else ""
    phase = board["phase"]
    if not opts.humans[p]:
        if phase == 2 and board["dice"]:
            a, b = board["dice"]
            return f"{name} rolled {a} and {b}" + (" and is thinking…" if opts.thinking else ".")
        return f"{name} is thinking…" if opts.thinking else f"{name}'s turn."
    if phase == 0:
        can_shanghai = "shanghai" in board["legal"]
        can_roll = "roll" in board["legal"]
        if can_roll and can_shanghai:
            todo = "roll the dice, or call Shanghai to end the round."
        elif can_roll:
            todo = "roll the dice."
        else:
            todo = "only one die left: call Shanghai."
        return f"{who} turn{seat_note}: {todo}"
    a, b = board["dice"]
    rolled = f"a double {a}" if a == b else f"{a} and {b}"
    subject = "You" if you else name
    if not board["direction"]:
        return (f"{subject} rolled {rolled}. {subject} start{'' if you else 's'} this round{seat_note}: "
                f"click a captain to choose which end of the row is number 1.")
    more = " — or play a trick card" if board["trick_menu"] else ""
    shark = " The card it lands on goes to the sharks." if opts.pending_shark else ""
    return f"{subject} rolled {rolled}{seat_note}: click a die to place it{more}.{shark}"


def rolled_dice(board: dict, opts: TurnOptions, interactive: bool) -> Any:
    """The two dice just rolled: buttons that place them, or plain dice for an opponent."""
    p = board["to_move"]
    if not board["dice"] or p is None:
        return None
    numbers = {slot["number"]: slot for slot in board["tavern"]}
    items = []
    anim = " rolling" if opts.rolled_now else ""
    for i, v in enumerate(board["dice"]):
        face = die_face(v, p, "die-big" + anim)
        if not interactive:
            items.append(face)
            continue
        reason = (opts.place_reasons or {}).get(v)
        slot = numbers.get(v)
        label = f"Place the {v} on the {slot['name']}" if slot and not reason else f"Die showing {v}"
        btn = button(label, f"a:{A.place(v)}", face, cls="die-button", disabled_reason=reason,
                     data_target=str(v), id=f"die-{i + 1}")
        items.append(btn)
    label = f"{opts.names[p]}'s dice"
    return h("div", {"class": "rolled", "role": "group", "aria-label": label}, items)


def _half(entry: dict, half: dict, upper: bool) -> Any:
    """One half of a playable trick card: a button, or a disabled one with the reason."""
    code, name = entry["code"], entry["name"]
    kind = half["kind"]
    cls = "card-half " + ("upper" if upper else "lower")
    content = trick_upper(code) if upper else trick_lower(code)
    labels = {
        "wild": (f"Play {name} as a wild 2 Sailors", f"ui:choose:wild:{code}"),
        "adjust": ("Die +/-1: change a die by one", "ui:choose:adjust"),
        "both": ("Add both dice: place both dice", f"a:{A.BOTH}"),
        "reroll": ("Roll again: roll both dice again", f"a:{A.REROLL}"),
        "sharks": ("Sharks: the card your die goes onto is removed", f"a:{A.SHARKS}"),
        "exchange": ("Exchange: take back a die, then place both", "ui:choose:exchange"),
    }
    label, act = labels[kind]
    return button(label, act, content, cls=cls, disabled_reason=half["reason"])


def trick_tray(board: dict) -> Any:
    """The trick cards the player to move can play now, each half clickable."""
    cards = []
    for entry in board["trick_menu"]:
        halves = entry["halves"]
        parts = [_half(entry, halves[0], True)]
        if len(halves) > 1:
            parts.append(_half(entry, halves[1], False))
        else:
            parts.append(h("div", {"class": "card-half lower inert", "aria-hidden": "true"}, trick_lower(entry["code"])))
        cards.append(h("div", {"class": f"card card-trick play-trick trick-{entry['code'][1:]}", "role": "group",
                               "aria-label": f"{entry['name']} trick card"}, parts))
    if not cards:
        return None
    return h("div", {"class": "trick-tray", "role": "group", "aria-label": "Trick cards you can play"}, cards)


def choice_panel(board: dict, opts: TurnOptions) -> Any:
    """The second step of a trick: which nation, which die and direction, or which die back."""
    if not opts.choice:
        return None
    kind = opts.choice[0]
    menu = {e["code"]: e["halves"] for e in board["trick_menu"]}
    p = board["to_move"]
    options: list[Any] = []
    if kind == "wild" and opts.choice[1] in menu:
        code = opts.choice[1]
        title = "Which crew does the wild sailor join?"
        for action in menu[code][0]["actions"]:
            nation = A.wild_parts(action)[1]
            strength = board["strengths"][p][nation]
            options.append(button(f"Join the {NATION_NAMES[nation]} crew (now {strength})", f"a:{action}",
                                  icon(f"nation-{nation}", "choice-icon"),
                                  h("span", {"text": f"{NATION_NAMES[nation]} crew ({strength} → {strength + 2})"}),
                                  cls=f"choice-button nation-{nation}"))
    elif kind == "adjust" and "*P" in menu:
        title = "Which die, and up or down?"
        for action in menu["*P"][1]["actions"]:
            a, b = A.adjust_parts(action)
            options.append(button(f"Turn the {a} into a {b}", f"a:{action}",
                                  die_face(a, p, "die-small"), h("span", {"text": "→"}), die_face(b, p, "die-small"),
                                  cls="choice-button"))
    elif kind == "exchange" and "*X" in menu:
        title = "Take back which die? Then both rolled dice are placed."
        numbers = {slot["number"]: slot["name"] for slot in board["tavern"]}
        for action in menu["*X"][1]["actions"]:
            v = action - A.EXCHANGE
            options.append(button(f"Take back your die from card {v}, the {numbers.get(v, '')}", f"a:{action}",
                                  die_face(v, p, "die-small"), h("span", {"text": numbers.get(v, "")}),
                                  cls="choice-button"))
    else:
        return None
    options.append(button("Back", "ui:choose:none", cls="button button-quiet"))
    return h("div", {"class": "choice", "role": "group", "aria-label": title},
             h("p", {"class": "choice-title", "text": title}), h("div", {"class": "choice-options"}, options))


def turn_actions(board: dict, opts: TurnOptions) -> Any:
    """Roll, Shanghai, Hint and Skip, each enabled exactly when it can be used."""
    over = board["over"]
    p = board["to_move"]
    items: list[Any] = []
    if over:
        items.append(button("Final scoring", "ui:final", cls="button"))
        items.append(button(t("replay.watch"), "replay:watch", cls="button button-quiet"))
        items.append(button("Play again", "ui:again", cls="button button-primary"))
        return h("div", {"class": "turn-actions"}, items)
    human = opts.humans[p]
    other = f"it is {opts.names[p]}'s turn" if not human else None
    roll_reason = other or board["why_not"]["roll"]
    shanghai_reason = other or board["why_not"]["shanghai"]
    items.append(_reason_button("Roll", "ui:roll", roll_reason, "why-roll", "button button-primary"))
    items.append(_reason_button("Shanghai", "ui:shanghai", shanghai_reason, "why-shanghai", "button button-shanghai"))
    if opts.hints_on and human:
        items.append(_reason_button("Hint", "ui:hint", "the Expert is thinking…" if opts.hinting else None,
                                    "why-hint", "button button-quiet"))
    if not human:
        items.append(button("Skip", "ui:skip", cls="button button-quiet",
                            title="Play the rest of this turn at once"))
    return h("div", {"class": "turn-actions"}, items)


def turn_panel(board: dict, opts: TurnOptions) -> list[Any]:
    """The children of the turn panel."""
    p = board["to_move"]
    colour = SEAT_COLOURS[p] if p is not None else "none"
    human = p is not None and opts.humans[p]
    banner = h("p", {"class": f"banner banner-{colour}", "id": "banner", "role": "status"},
               h("span", {"class": f"seat-dot dot-{colour}", "aria-hidden": "true"}),
               h("span", {"text": banner_text(board, opts)}))
    body = h("div", {"class": "turn-body"},
             rolled_dice(board, opts, human),
             trick_tray(board) if human and not opts.choice else None,
             choice_panel(board, opts) if human else None,
             turn_actions(board, opts))
    hint = h("p", {"class": "hint-line", "id": "hint-line", "text": f"Hint: {opts.hint}"}) if opts.hint else None
    reason = h("p", {"class": "reason-line", "id": "reason-line", "hidden": True})
    return [banner, body, reason, hint]


def no_game_panel() -> list[Any]:
    """The turn panel before any game: what to do (the new-game dialog is open over it)."""
    return [h("p", {"class": "banner", "id": "banner", "role": "status",
                    "text": "No game yet: choose an opponent and the rules to start one."})]
