"""The board's pictures: tavern cards, trick cards, dice and captains, built as DOM elements.

Emblems and icons are symbols of assets/emblems.svg; colours live in assets/board.css
(classes nation-A ... nation-I, die-red, die-blue).
"""

from __future__ import annotations

from typing import Any

from game.shanghaien.cards import CARD_BY_CODE
from game.shanghaien.phrases import NATION_KEYS
from game.shanghaien.view import card_name
from game.ui.dom import h, s
from game.ui.i18n import t
from game.shanghaien.ui.words import say

SPRITE = "./assets/emblems.svg"
# The lower half of each trick card: its icon and the key of its short label.
TRICK_LOWER: dict[str, tuple[str, str]] = {
    "*P": ("trick-adjust", "card.lower.P"),
    "*B": ("trick-both", "card.lower.B"),
    "*R": ("trick-reroll", "card.lower.R"),
    "*W": ("trick-extra", "card.lower.W"),
    "*X": ("trick-exchange", "card.lower.X"),
}
# Pip cells (1..9, row by row) of each die face.
PIPS: dict[int, tuple[int, ...]] = {
    1: (5,), 2: (3, 7), 3: (3, 5, 7), 4: (1, 3, 7, 9), 5: (1, 3, 5, 7, 9), 6: (1, 3, 4, 6, 7, 9),
}
SEAT_COLOURS = ("red", "blue")
LONG_NAME = 8  # a nation name longer than this gets a tighter band (German, Italian, French names)


def icon(symbol: str, cls: str = "icon") -> Any:
    """An inline SVG showing one symbol of the sprite (decorative: hidden from screen readers)."""
    return s("svg", {"class": cls, "aria-hidden": "true", "focusable": "false"},
             s("use", {"href": f"{SPRITE}#{symbol}"}))


def die_face(value: int, seat: int, cls: str = "") -> Any:
    """A die of a player's colour showing `value` with pips (0: blank)."""
    pips = [h("i", {"class": f"pip p{cell}"}) for cell in PIPS.get(value, ())]
    return h("span", {"class": f"die die-{SEAT_COLOURS[seat]} {cls}".strip(), "data-value": value}, pips)


def captain(colour: str, cls: str = "") -> Any:
    """A captain figure: 'grey' marks the 1-end of the row, 'red'/'blue' a trick played this round."""
    return icon("captain", f"captain captain-{colour} {cls}".strip())


def card_label(code: str) -> str:
    """A card's name for screen readers: 'German 4', 'Die +/-1 trick card'."""
    card = CARD_BY_CODE.get(code)
    if card is None or card.nation is None:
        return t("card.trick_label", card=say(card_name(code)))
    return say(card_name(code))


def sailor_card(code: str, cls: str = "") -> Any:
    """A sailor card: nation band with emblem and name, the value large, the emblem as watermark."""
    card = CARD_BY_CODE[code]
    nation = card.nation or ""
    name = t(NATION_KEYS[nation])
    return h("div", {"class": f"card card-sailor nation-{nation} {cls}".strip(), "data-code": code},
             h("div", {"class": "card-band" + (" long" if len(name) > LONG_NAME else "")}, icon(f"nation-{nation}", "emblem"),
               h("span", {"class": "card-nation-name", "text": name}),
               h("span", {"class": "card-nation-short", "text": t(f"{NATION_KEYS[nation]}.short")})),
             h("div", {"class": "card-value", "text": str(card.value)}),
             icon(f"nation-{nation}", "card-watermark"))


def trick_upper(code: str) -> list[Any]:
    """The contents of a trick card's upper half: wild 2 Sailors, or Sharks on the *X card."""
    if code == "*X":
        return [icon("trick-sharks", "half-icon"), h("span", {"class": "half-label", "text": t("card.sharks")})]
    return [icon("wild", "half-icon wild-icon"), h("span", {"class": "half-value", "text": "2"}), " ",
            h("span", {"class": "half-label", "text": t("card.sailors")})]


def trick_lower(code: str) -> list[Any]:
    """The contents of a trick card's lower half: its second action."""
    symbol, label = TRICK_LOWER[code]
    return [icon(symbol, "half-icon"), h("span", {"class": "half-label", "text": t(label)})]


def trick_card(code: str, cls: str = "") -> Any:
    """A trick card showing both halves (not clickable; the turn panel builds clickable ones)."""
    kind = code[1:]
    return h("div", {"class": f"card card-trick trick-{kind} {cls}".strip(), "data-code": code},
             h("div", {"class": "card-half upper"}, trick_upper(code)),
             h("div", {"class": "card-half lower"}, trick_lower(code)))


def any_card(code: str, cls: str = "") -> Any:
    """A sailor or trick card, whichever `code` is."""
    return trick_card(code, cls) if code.startswith("*") else sailor_card(code, cls)


def mini_card(code: str, held: bool = False) -> Any:
    """A small card for the score windows: emblem and value; a trick shows as a wild 2, or, when
    `held` (unused), with the icon of its own action."""
    card = CARD_BY_CODE.get(code)
    label = card_label(code)
    if card is None or card.nation is None:
        if held:
            symbol, text_key = TRICK_LOWER[code]
            symbol = "trick-sharks" if code == "*X" else symbol
            text = "" if code in ("*W", "*X") else t(text_key)
        else:
            symbol, text = "wild", "2"
        return h("span", {"class": "mini-card mini-trick", "title": label},
                 icon(symbol, "mini-icon"), h("span", {"class": "mini-value", "aria-hidden": "true", "text": text}),
                 h("span", {"class": "visually-hidden", "text": label if held else t("card.played_wild", card=label)}))
    return h("span", {"class": f"mini-card nation-{card.nation}", "title": label},
             icon(f"nation-{card.nation}", "mini-icon"),
             h("span", {"class": "mini-value", "aria-hidden": "true", "text": str(card.value)}),
             h("span", {"class": "visually-hidden", "text": label}))
