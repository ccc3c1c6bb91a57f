"""The two seats beside the tavern: name, dice still in the supply, trick cards held, score now."""

from __future__ import annotations

from typing import Any

from game.shanghaien.phrases import TRICK_KEYS
from game.shanghaien.ui.art import SEAT_COLOURS, die_face, icon
from game.ui.dom import h
from game.ui.i18n import t
from game.shanghaien.ui.words import level_name

TRICK_ICONS = {"*P": "trick-adjust", "*B": "trick-both", "*R": "trick-reroll", "*W": "wild", "*X": "trick-sharks"}


def role_of(player: Any) -> str:
    """A seat's role beside the name: the computer and its level, in the current language; none for a person."""
    return t("seat.computer", level=level_name(player.level)) if player.is_ai else ""


def seat(board: dict, player: int, name: str, role: str, to_move: bool) -> list[Any]:
    """The children of one seat's strip (player 0 sits at the bottom, player 1 at the top)."""
    colour = SEAT_COLOURS[player]
    supply = board["supply"][player]
    tricks = board["tricks"][player]
    score = board["scores"][player]
    heading = h("h2", {"class": "side-name"},
                h("span", {"class": f"seat-dot dot-{colour}", "aria-hidden": "true"}),
                h("span", {"class": "seat-player", "text": name}),
                h("span", {"class": "seat-role", "text": role}) if role else None,
                h("span", {"class": "to-move", "text": t("seat.to_move")}) if to_move else None)
    dice = h("div", {"class": "supply", "role": "img",
                     "aria-label": t("seat.supply", count=supply, name=name)},
             [die_face(0, player, "die-supply") for _ in range(supply)])
    held = h("ul", {"class": "tricks-held", "aria-label": t("seat.tricks_held", name=name)},
             [h("li", {"class": f"held-trick trick-{code[1:]}", "title": t(TRICK_KEYS[code])},
                icon(TRICK_ICONS[code], "held-icon"),
                h("span", {"class": "visually-hidden", "text": t(TRICK_KEYS[code])})) for code in tricks])
    used = board["trick_used"][player] and not board["over"]
    status = h("span", {"class": "trick-status", "text": t("seat.trick_used")}) if used else None
    points = h("span", {"class": "seat-score", "text": t("seat.points", score=score),
                        "aria-label": t("seat.points_label_final" if board["over"] else "seat.points_label", name=name, score=score)})
    return [heading, h("div", {"class": "seat-stuff"}, dice, held, status, points)]
