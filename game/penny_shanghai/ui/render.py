"""Draws Penny Shanghai's table from a view.Screen: the players, the pot and the stock, the
groups of the table with their marks, the hand, the buttons and the log. DOM only, no rules."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from game.rummy.ui import faces
from game.ui.dom import h, s
from game.ui.i18n import t

from .draft import HAND, NEW
from .view import Control, GroupView, Screen, SeatView

Picked = tuple[int, int] | None  # (place, index) of the card in hand, or None


def pennies_picture(count: int, label: str) -> Any:
    """A pile of pennies (up to twelve drawn) with its count as the accessible name."""
    shown = min(count, 12)
    coins = []
    for k in range(shown):
        x = 18 + (k % 3) * 10 - (k // 3 % 2) * 5
        y = 44 - (k // 3) * 7
        coins.append(s("g", {"class": "ps-coin"},
                       s("ellipse", {"cx": x, "cy": y + 2, "rx": 11, "ry": 5, "class": "ps-coin-edge"}),
                       s("ellipse", {"cx": x, "cy": y, "rx": 11, "ry": 5, "class": "ps-coin-face"})))
    return s("svg", {"class": "ps-pennies", "viewBox": "0 0 56 56", "role": "img", "aria-label": label},
             s("ellipse", {"cx": 28, "cy": 50, "rx": 26, "ry": 5, "class": "ps-coin-shadow"}), *coins)


def seat_item(seat: SeatView) -> Any:
    """One player in the row of players."""
    marks = []
    if seat.to_play:
        marks.append(h("span", {"class": "ps-tag ps-tag-turn", "text": t("ps.seat.turn")}))
    if seat.dealer:
        marks.append(h("span", {"class": "ps-tag", "text": t("ps.seat.dealer")}))
    if seat.last_card:
        marks.append(h("span", {"class": "ps-tag ps-tag-last", "text": t("ps.seat.last")}))
    if not seat.in_game:
        marks.append(h("span", {"class": "ps-tag ps-tag-left", "text": t("ps.seat.left")}))
    who = t("ps.seat.computer", level=t(f"ps.level.{seat.level}")) if seat.kind == "ai" else None
    return h("li", {"class": "ps-seat" + (" is-turn" if seat.to_play else "") + ("" if seat.in_game else " is-left"),
                    "data-seat": seat.seat, "aria-current": "true" if seat.to_play else None},
             h("span", {"class": "ps-seat-name", "text": seat.name}),
             h("span", {"class": "ps-seat-who", "text": who}) if who else None,
             h("span", {"class": "ps-seat-counts"},
               h("span", {"class": "ps-seat-pennies", "text": t("ps.seat.pennies", count=seat.pennies)}),
               h("span", {"class": "ps-seat-cards", "text": t("ps.seat.cards", count=seat.cards)})),
             h("span", {"class": "ps-seat-marks"}, *marks))


def card_button(card: int, place: int, index: int, picked: Picked, *, fresh: bool = False,
                mine: bool = False, enabled: bool = True) -> Any:
    """A card the player may pick up: a button named by the card's picture, pressed while picked."""
    is_picked = picked == (place, index)
    cls = "ps-card" + (" is-picked" if is_picked else "") + (" is-mine" if mine else "") + (
        " is-fresh" if fresh else "")
    picture = faces.face(card, "md")
    if not enabled:
        return h("span", {"class": cls}, picture)
    return h("button", {"type": "button", "class": cls + " ps-card-button", "data-act": "pick", "data-place": place,
                        "data-index": index, "data-card": picture.dataset.card,
                        "aria-pressed": "true" if is_picked else "false", "draggable": "true",
                        "data-focus": f"card:{place}:{index}"}, picture)


def group_box(i: int, group: GroupView, picked: Picked, my_turn: bool) -> Any:
    """One group of the table with its name, its mark and, while a card is picked, a place to put it."""
    label = t("ps.group", n=i + 1)
    if group.fault:
        mark = t(f"ps.fault.{group.fault}")
    else:
        mark = t(f"ps.group.{group.kind}")
    if group.step and group.step != "kept":
        mark = t(f"ps.step.{group.step}", mark=mark)
    mine = sum(group.from_hand)
    if mine and not my_turn:
        mark = t("ps.step.mine", mark=mark, count=mine)
    cards = [card_button(c, i, k, picked, fresh=group.fresh, mine=group.from_hand[k], enabled=my_turn)
             for k, c in enumerate(group.cards)]
    put = None
    if my_turn and picked is not None and picked[0] != i:
        put = h("button", {"type": "button", "class": "button ps-put", "data-act": "put", "data-to": i,
                           "data-focus": f"put:{i}", "text": t("ps.put", n=i + 1)})
    step = f" is-{group.step}" if group.step and group.step != "kept" else ""
    return h("div", {"class": "ps-group" + (" is-bad" if group.fault else "") + (" is-fresh" if group.fresh else "")
                     + step,
                    "data-drop": i, "role": "group", "aria-label": f"{label}: {mark}"},
             h("span", {"class": "ps-group-label", "aria-hidden": "true"},
               h("span", {"class": "ps-group-name", "text": label}),
               h("span", {"class": "ps-group-mark" + (" is-bad" if group.fault else ""), "text": mark})),
             h("span", {"class": "ps-group-cards"}, *cards), put)


def control(act: str, label: str, state: Control, primary: bool = False) -> Any:
    """A button of the turn, disabled with its reason next to it when not allowed."""
    reason_id = f"ps-why-{act}"
    button = h("button", {"type": "button", "class": "button" + (" button-primary" if primary else ""),
                          "data-act": act, "data-focus": f"act:{act}", "disabled": not state.enabled,
                          "aria-describedby": reason_id if state.reason else None, "text": label})
    return button


def table_section(screen: Screen, picked: Picked, ids: str = "ps") -> Any:
    """The table: its groups in rows, and on the player's turn a new group to start (`ids` keeps the
    ids of a second table on the page, the replay's, apart from the board's)."""
    groups = [group_box(i, g, picked, screen.my_turn) for i, g in enumerate(screen.groups)]
    extra = []
    if screen.my_turn:
        extra.append(h("button", {"type": "button", "class": "button ps-new-group", "data-act": "put",
                                  "data-to": NEW, "data-drop": NEW, "data-focus": "put:new",
                                  "disabled": picked is None, "text": t("ps.new_group")}))
    if screen.loose:
        extra.append(h("div", {"class": "ps-loose", "role": "group", "aria-label": t("ps.step.loose")},
                       h("span", {"class": "ps-group-label", "aria-hidden": "true", "text": t("ps.step.loose")}),
                       h("span", {"class": "ps-group-cards"},
                         *(card_button(c, -3, k, None, enabled=False) for k, c in enumerate(screen.loose)))))
    empty = None if groups or screen.loose else h("p", {"class": "ps-empty", "text": t("ps.table_empty")})
    return h("section", {"class": "ps-table", "aria-labelledby": f"{ids}-table-title",
                         "data-doing": screen.doing or None},
             h("h2", {"class": "ps-title", "id": f"{ids}-table-title", "text": t("ps.table")}),
             empty, h("div", {"class": "ps-groups"}, *groups), *extra)


def hand_section(screen: Screen, name: str, picked: Picked, hidden: bool, ids: str = "ps") -> Any:
    """The hand of the seat at the device (or a note that it is hidden)."""
    title = t("ps.hand")
    if hidden or screen.viewer is None:
        return h("section", {"class": "ps-hand-area", "aria-labelledby": f"{ids}-hand-title"},
                 h("h2", {"class": "ps-title", "id": f"{ids}-hand-title", "text": title}),
                 h("p", {"class": "ps-empty", "text": t("ps.hand_hidden")}))
    cards = [card_button(c, HAND, k, picked, enabled=screen.my_turn) for k, c in enumerate(screen.hand)]
    back = None
    if screen.my_turn and picked is not None and picked[0] != HAND:
        back = h("button", {"type": "button", "class": "button ps-put", "data-act": "put", "data-to": HAND,
                            "data-focus": "put:hand", "text": t("ps.to_hand")})
    return h("section", {"class": "ps-hand-area", "aria-labelledby": f"{ids}-hand-title", "data-drop": HAND},
             h("h2", {"class": "ps-title", "id": f"{ids}-hand-title", "text": title if name == "" else
                      t("ps.hand_of", name=name)}),
             h("div", {"class": "ps-hand"}, *cards), back)


def speed_choice(pace: str) -> Any:
    """The computer's pace, chosen from a list."""
    return h("label", {"class": "ps-speed"}, h("span", {"text": t("ps.speed")}),
             h("select", {"data-act": "speed"},
               *(h("option", {"value": v, "selected": v == pace, "text": t(f"ps.speed.{v}")})
                 for v in ("fast", "normal", "slow"))))


def actions(screen: Screen, busy: bool, pace: str = "normal") -> Any:
    """Play, Reset, Find a play (and Skip while the computer plays), with the reasons they are off."""
    reasons = []
    for act, state in (("play", screen.play), ("reset", screen.reset), ("hint", screen.hint)):
        if state.reason and screen.my_turn:
            reasons.append(h("p", {"class": "ps-why", "id": f"ps-why-{act}", "text": t(state.reason)}))
    buttons = [control("play", t("ps.play"), screen.play, primary=True), control("reset", t("ps.reset"), screen.reset),
               control("hint", t("ps.hint"), screen.hint), control("undo", t("ps.undo"), screen.undo)]
    if busy:
        buttons.append(h("button", {"type": "button", "class": "button", "data-act": "skip", "text": t("ps.skip")}))
    buttons.append(speed_choice(pace))
    if screen.undo.reason and (screen.my_turn or busy):
        reasons.append(h("p", {"class": "ps-why", "id": "ps-why-undo", "text": t(screen.undo.reason)}))
    return h("div", {"class": "ps-actions"}, h("div", {"class": "ps-buttons"}, *buttons),
             h("div", {"class": "ps-reasons"}, *reasons))


def bank(screen: Screen) -> Any:
    """The pot as a pile of pennies and the stock with its count."""
    pot = t("ps.pot", count=screen.pot)
    stock = t("ps.stock", count=screen.stock)
    return h("div", {"class": "ps-bank"},
             h("div", {"class": "ps-pot"}, pennies_picture(screen.pot, pot), h("span", {"text": pot})),
             h("div", {"class": "ps-stock"}, faces.back("sm") if screen.stock else None,
               h("span", {"text": stock})))


def seats(screen: Screen) -> Any:
    """The row of players."""
    return h("ul", {"class": "ps-seats", "aria-label": t("ps.players")}, *(seat_item(p) for p in screen.seats))


def log_list(lines: Sequence[str]) -> Any:
    """The log, newest last."""
    return h("section", {"class": "ps-log", "aria-labelledby": "ps-log-title", "tabindex": "0"},
             h("h2", {"class": "ps-title", "id": "ps-log-title", "text": t("ps.log")}),
             h("ol", {"class": "ps-log-lines"}, *(h("li", {"text": line}) for line in lines[-60:])))
