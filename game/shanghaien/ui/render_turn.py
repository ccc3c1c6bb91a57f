"""The turn panel: whose turn it is, the rolled dice, playable trick cards, Roll and Shanghai.

Buttons carry `data-act`: "a:N" applies engine action N, "ui:..." is a board command.
A disabled control keeps focus and shows the engine's reason on hover and focus.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.shanghaien import actions as A
from game.shanghaien.narrate import dice_phrase
from game.shanghaien.ui.art import SEAT_COLOURS, die_face, icon, trick_lower, trick_upper
from game.ui.dom import button, h
from game.ui.i18n import t
from game.shanghaien.ui.words import say, sentence


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
    hint: object = None  # the Expert's suggestion (a Phrase), once asked
    hinting: bool = False
    pending_shark: bool = False
    score_line: str = ""  # the result line once the game is over


def help_link(section: str) -> Any:
    """A link into the rules help at `section` (it opens the help dialog over the board)."""
    label = t(f"help.title.{section}")
    return h("a", {"class": "help-link", "href": f"#help-{section}", "data-act": f"ui:help:{section}",
                   "text": t("turn.rules_link", section=label)})


def _reason_button(label: str, act: str, reason: str | None, tip_id: str, cls: str = "button",
                   section: str = "") -> Any:
    """A button with a tooltip that shows why it is disabled and links to the rule behind it."""
    reason = say(reason) if reason else None
    btn = button(label, act, cls=cls, disabled_reason=reason)
    if reason:
        btn.setAttribute("aria-describedby", tip_id)
        btn.removeAttribute("title")
    tip = None
    if reason:
        tip = h("span", {"class": "tip", "role": "tooltip", "id": f"{tip_id}-tip"},
                h("span", {"id": tip_id, "text": sentence(reason)}), " " if section else None,
                help_link(section) if section else None)
    return h("span", {"class": "tip-wrap"}, btn, tip)


def banner_text(board: dict, opts: TurnOptions) -> str:
    """One sentence that says whose turn it is and what they can do."""
    if board["over"]:
        return opts.score_line or t("turn.over")
    p = board["to_move"]
    name = opts.names[p]
    hotseat = all(opts.humans)
    you = opts.humans[p] and not hotseat
    seat_note = t("turn.seat_note_bottom" if p == 0 else "turn.seat_note_top") if hotseat else ""
    phase = board["phase"]
    if not opts.humans[p]:
        if phase == 2 and board["dice"]:
            a, b = board["dice"]
            return t("turn.ai_rolled_thinking" if opts.thinking else "turn.ai_rolled", name=name, a=a, b=b)
        return t("turn.ai_thinking" if opts.thinking else "turn.ai_turn", name=name)
    if phase == 0:
        can_shanghai = "shanghai" in board["legal"]
        can_roll = "roll" in board["legal"]
        todo = "roll_or_shanghai" if can_roll and can_shanghai else "roll" if can_roll else "must_shanghai"
        if you:
            return t(f"turn.you.{todo}")
        return t(f"turn.other.{todo}", name=name, seat=seat_note)
    a, b = board["dice"]
    rolled = say(dice_phrase(a, b))
    if not board["direction"]:
        if you:
            return t("turn.you.direction", dice=rolled)
        return t("turn.other.direction", name=name, dice=rolled, seat=seat_note)
    key = "turn.you.place" if you else "turn.other.place"
    text = t(key + ("_trick" if board["trick_menu"] else ""), name=name, dice=rolled, seat=seat_note)
    return text + (" " + t("turn.shark_pending") if opts.pending_shark else "")


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
        reason = say(reason) if reason else None
        slot = numbers.get(v)
        label = (t("turn.place_die", v=v, card=say(slot["name"])) if slot and not reason
                 else t("turn.die_showing", v=v))
        btn = button(label, f"a:{A.place(v)}", face, cls="die-button", disabled_reason=reason,
                     data_target=str(v), id=f"die-{i + 1}")
        items.append(btn)
    label = t("turn.dice_of", name=opts.names[p])
    return h("div", {"class": "rolled", "role": "group", "aria-label": label}, items)


def _half(entry: dict, half: dict, upper: bool) -> Any:
    """One half of a playable trick card: a button, or a disabled one with the reason."""
    code, name = entry["code"], entry["name"]
    kind = half["kind"]
    cls = "card-half " + ("upper" if upper else "lower")
    content = trick_upper(code) if upper else trick_lower(code)
    acts = {"wild": f"ui:choose:wild:{code}", "adjust": "ui:choose:adjust", "both": f"a:{A.BOTH}",
            "reroll": f"a:{A.REROLL}", "sharks": f"a:{A.SHARKS}", "exchange": "ui:choose:exchange"}
    label = t(f"trick.half.{kind}", trick=say(name))
    reason = half["reason"]
    return button(label, acts[kind], content, cls=cls, disabled_reason=say(reason) if reason else None)


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
                               "aria-label": t("trick.card_label", trick=say(entry["name"]))}, parts))
    if not cards:
        return None
    tray = h("div", {"class": "trick-tray", "role": "group", "aria-label": t("trick.tray")}, cards)
    return h("div", {"class": "trick-area"}, tray, help_link("tricks"))


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
        title = t("choice.wild")
        for action in menu[code][0]["actions"]:
            nation = A.wild_parts(action)[1]
            strength = board["strengths"][p][nation]
            crew = t(f"crew.{nation}")
            options.append(button(t("choice.join", crew=crew, strength=strength), f"a:{action}",
                                  icon(f"nation-{nation}", "choice-icon"),
                                  h("span", {"text": t("choice.join_short", crew=crew, strength=strength,
                                                       after=strength + 2)}),
                                  cls=f"choice-button nation-{nation}"))
    elif kind == "adjust" and "*P" in menu:
        title = t("choice.adjust")
        for action in menu["*P"][1]["actions"]:
            a, b = A.adjust_parts(action)
            options.append(button(t("choice.turn", a=a, b=b), f"a:{action}",
                                  die_face(a, p, "die-small"), h("span", {"text": "→"}), die_face(b, p, "die-small"),
                                  cls="choice-button"))
    elif kind == "exchange" and "*X" in menu:
        title = t("choice.exchange")
        numbers = {slot["number"]: say(slot["name"]) for slot in board["tavern"]}
        for action in menu["*X"][1]["actions"]:
            v = action - A.EXCHANGE
            options.append(button(t("choice.take_back", v=v, card=numbers.get(v, "")), f"a:{action}",
                                  die_face(v, p, "die-small"), h("span", {"text": numbers.get(v, "")}),
                                  cls="choice-button"))
    else:
        return None
    options.append(button(t("choice.back"), "ui:choose:none", cls="button button-quiet"))
    return h("div", {"class": "choice", "role": "group", "aria-label": title},
             h("p", {"class": "choice-title", "text": title}), h("div", {"class": "choice-options"}, options))


def turn_actions(board: dict, opts: TurnOptions) -> Any:
    """Roll, Shanghai, Hint and Skip, each enabled exactly when it can be used."""
    over = board["over"]
    p = board["to_move"]
    items: list[Any] = []
    if over:
        items.append(button(t("end.final_scoring"), "ui:final", cls="button"))
        items.append(button(t("replay.watch"), "replay:watch", cls="button button-quiet"))
        items.append(button(t("end.play_again"), "ui:again", cls="button button-primary"))
        return h("div", {"class": "turn-actions"}, items)
    human = opts.humans[p]
    other = t("turn.not_yours", name=opts.names[p]) if not human else None
    roll_reason = other or board["why_not"]["roll"]
    shanghai_reason = other or board["why_not"]["shanghai"]
    items.append(_reason_button(t("turn.roll"), "ui:roll", roll_reason, "why-roll", "button button-primary",
                                "turn"))
    items.append(_reason_button(t("turn.shanghai"), "ui:shanghai", shanghai_reason, "why-shanghai",
                                "button button-shanghai", "shanghai"))
    if opts.hints_on and human:
        items.append(_reason_button(t("turn.hint"), "ui:hint", t("turn.hinting") if opts.hinting else None,
                                    "why-hint", "button button-quiet"))
    if not human:
        items.append(button(t("turn.skip"), "ui:skip", cls="button button-quiet", title=t("turn.skip_title")))
    items.append(button(t("help.open_here"), f"ui:help:{help_section(board)}", h("span", {"text": "?",
                        "aria-hidden": "true"}), cls="button button-quiet help-button", id="help-here"))
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
    hint = (h("p", {"class": "hint-line", "id": "hint-line", "text": t("turn.hint_line", hint=sentence(opts.hint))})
            if opts.hint else None)
    reason = h("p", {"class": "reason-line", "id": "reason-line", "hidden": True})
    return [banner, body, reason, hint]


def no_game_panel() -> list[Any]:
    """The turn panel before any game: what to do (the new-game dialog is open over it)."""
    return [h("p", {"class": "banner", "id": "banner", "role": "status",
                    "text": t("turn.no_game")})]


def help_section(board: dict) -> str:
    """The rules help section that fits the moment: a turn's choice, placing dice, tricks, the end."""
    if board["over"]:
        return "final"
    if board["phase"] == 2:
        return "dice"
    return "turn"
