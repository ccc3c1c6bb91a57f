"""Cards drawn for the page: an original face (rank in two corners, the suit as a shape and a
colour of its own), a back, and a wild's mark with the card it stands for.

The four suits are told apart twice over: by their shapes (drawn once, in a sprite of SVG symbols
the first card adds to the page) and by four colours. A face is a small element tree with the
card's full name as its accessible name; the boards size it with the `card-sm/md/lg` classes
(assets/cards.css, whose rules reach only elements of class `playing-card`).
"""

from __future__ import annotations

from typing import Any

from game.rummy import cards
from game.rummy.ui.words import CATALOGUES
from game.ui.dom import h, is_null, s
from game.ui.i18n import add_phrases, t

SPRITE_ID = "card-suits"
# One path per suit, in a 0 0 20 20 box: spade, heart, diamond, club.
SUIT_PATHS = (
    "M10 1C7 5 2 8 2 12a4 4 0 0 0 7 2.5L8 19h4l-1-4.5A4 4 0 0 0 18 12c0-4-5-7-8-11z",
    "M10 18C6 14 1 11 1 6.5A4.5 4.5 0 0 1 10 4.2 4.5 4.5 0 0 1 19 6.5C19 11 14 14 10 18z",
    "M10 1l7 9-7 9-7-9z",
    "M10 1.5a4 4 0 0 0-3.2 6.4A4 4 0 1 0 8.6 15L7.5 19h5l-1.1-4a4 4 0 1 0 1.8-7.1A4 4 0 0 0 10 1.5z",
)
SIZES = ("sm", "md", "lg")

_sprite_added = False


def _ensure_sprite() -> None:
    """Add the suits' symbols to the page once (and the card names to the catalogues)."""
    global _sprite_added
    if _sprite_added:
        return
    _sprite_added = True
    add_phrases(CATALOGUES)
    from game.ui.browser import document

    if is_null(document.getElementById(SPRITE_ID)):
        symbols = [s("symbol", {"id": f"suit-{cards.SUITS[i].lower()}", "viewBox": "0 0 20 20"},
                     s("path", {"d": path})) for i, path in enumerate(SUIT_PATHS)]
        document.body.appendChild(s("svg", {"id": SPRITE_ID, "aria-hidden": "true", "width": "0", "height": "0",
                                            "style": "position:absolute"}, *symbols))


def card_name(card: int) -> str:
    """The card's name in the current language ("7 of hearts"); needs no page."""
    add_phrases(CATALOGUES)  # once: the catalogues are not added twice
    return t(f"card.{cards.code(card)}")


def _pip(card: int, cls: str) -> Any:
    letter = cards.SUITS[cards.suit(card)].lower()
    return s("svg", {"class": cls, "viewBox": "0 0 20 20", "aria-hidden": "true", "focusable": "false"},
             s("use", {"href": f"#suit-{letter}"}))


def _rank_text(card: int) -> str:
    text = cards.RANKS[cards.rank(card) - 1]
    return "10" if text == "T" else text


def face(card: int, size: str = "md", *, wild: bool = False, stands_for: int | None = None,
         tag: str = "span", attrs: dict[str, Any] | None = None) -> Any:
    """A card face. A wild carries a star; with `stands_for`, it also shows the card it stands for.

    `tag` and `attrs` make it a control (a button with its own data-* attributes) or a plain
    picture (the default: role img with the card's name)."""
    _ensure_sprite()
    name = card_name(card)
    label = t("cards.wild_as", card=name, stands=card_name(stands_for)) if stands_for is not None else (
        f"{name}, {t('cards.wild')}" if wild else name)
    suit_class = f"suit-{cards.SUITS[cards.suit(card)].lower()}"
    base = {"class": f"card playing-card card-{size} {suit_class}" + (" card-wild" if wild else ""), "data-card": cards.code(card)}
    if tag == "span":
        base.update({"role": "img", "aria-label": label})
    else:
        base["aria-label"] = label
    if attrs:
        extra_class = attrs.get("class")
        base.update({k: v for k, v in attrs.items() if k != "class"})
        if extra_class:
            base["class"] += f" {extra_class}"
    corner = h("span", {"class": "card-corner", "aria-hidden": "true"},
               h("span", {"class": "card-rank", "text": _rank_text(card)}), _pip(card, "card-corner-pip"))
    low = h("span", {"class": "card-corner card-corner-low", "aria-hidden": "true"},
            h("span", {"class": "card-rank", "text": _rank_text(card)}), _pip(card, "card-corner-pip"))
    middle = _pip(card, "card-pip")
    marks = []
    if wild:
        marks.append(h("span", {"class": "card-wild-mark", "aria-hidden": "true", "text": "★"}))
    if stands_for is not None:
        marks.append(h("span", {"class": f"card-stands suit-{cards.SUITS[cards.suit(stands_for)].lower()}",
                                "aria-hidden": "true"},
                       h("span", {"text": _rank_text(stands_for)}), _pip(stands_for, "card-stands-pip")))
    return h(tag, base, corner, middle, low, *marks)


def back(size: str = "md", attrs: dict[str, Any] | None = None) -> Any:
    """A card face down."""
    _ensure_sprite()
    base = {"class": f"card playing-card card-{size} card-back", "role": "img", "aria-label": t("cards.back")}
    if attrs:
        base.update(attrs)
    return h("span", base)
