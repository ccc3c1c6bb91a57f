"""The rules help: a short explanation of the game in the player's language, section by section,
each with a small drawing built from the board's own cards, dice and captains.

Sections have ids `help-<name>` so any control can link to one (`ui:help:<name>`).
"""

from __future__ import annotations

from typing import Any

from game.shanghaien.ui.art import captain, die_face, icon, sailor_card, trick_card
from game.ui.dom import button, h
from game.ui.i18n import t

# Section names in reading order; each has help.title.<name>, help.body.<name>.1.. and help.fig.<name>.
SECTIONS: tuple[str, ...] = ("aim", "turn", "dice", "tricks", "shanghai", "round", "final")
PARAGRAPHS: dict[str, int] = {"aim": 2, "turn": 2, "dice": 2, "tricks": 3, "shanghai": 2, "round": 3, "final": 3}


def _stack(count: int, number: int, seat: int) -> Any:
    """A few dice of one colour showing `number`, as on the tavern."""
    return h("span", {"class": f"dice-stack stack-{('red', 'blue')[seat]}"},
             [die_face(number, seat, "die-small") for _ in range(count)])


def _slot(number: int, code: str, red: int = 0, blue: int = 0, taker: str = "") -> Any:
    """One tavern lane: blue dice above, the card with its number, red dice below, and an arrow."""
    return h("span", {"class": "help-lane"}, _stack(blue, number, 1),
             h("span", {"class": "help-card"}, sailor_card(code),
               h("span", {"class": "card-number", "text": str(number)}) if number else None),
             _stack(red, number, 0),
             h("span", {"class": f"help-arrow taker-{taker}", "text": {"red": "▼", "blue": "▲", "none": "✕"}[taker]})
             if taker else None)


def _figure(name: str) -> Any:
    """The small drawing of one section."""
    if name == "aim":
        art = [h("span", {"class": "help-crew"}, sailor_card("G4"), sailor_card("G3"), _stack(1, 0, 0)),
               h("span", {"class": "help-vs", "text": "7 : 2"}),
               h("span", {"class": "help-crew"}, sailor_card("G2"), _stack(1, 0, 1))]
    elif name == "turn":
        art = [h("span", {"class": "help-supply"}, [die_face(0, 0, "die-supply") for _ in range(4)]),
               h("span", {"class": "help-vs", "text": "→"}),
               die_face(3, 0, "die-big"), die_face(5, 0, "die-big")]
    elif name == "dice":
        row = [_slot(n, code) for n, code in zip(range(1, 7), ("A1", "F3", "C2", "S4", "I1", "T3"))]
        art = [h("span", {"class": "help-captain"}, captain("grey"), h("span", {"class": "captain-one", "text": "1"})),
               h("span", {"class": "help-row"}, row)]
    elif name == "tricks":
        art = [trick_card("*P"), trick_card("*B"), trick_card("*R")]
    elif name == "shanghai":
        art = [h("span", {"class": "help-shout", "text": t("turn.shanghai") + "!"}),
               _slot(2, "D4", red=2, blue=1, taker="red"), _slot(3, "C3", red=0, blue=1, taker="blue")]
    elif name == "round":
        art = [_slot(1, "A2", red=1, taker="red"), _slot(2, "S3", red=1, blue=1, taker="red"),
               _slot(3, "F1", blue=0, taker="none")]
    else:
        art = [h("span", {"class": "help-crew"}, icon("nation-G", "help-emblem"), sailor_card("G4"), sailor_card("G3")),
               h("span", {"class": "help-vs", "text": "7 > 2 → +2"}),
               h("span", {"class": "help-crew"}, sailor_card("G2"))]
    return h("figure", {"class": f"help-figure help-figure-{name}"},
             h("div", {"class": "help-art", "aria-hidden": "true"}, art),
             h("figcaption", {"text": t(f"help.fig.{name}")}))


def help_section(name: str) -> Any:
    """One section: a heading that links can jump to, its paragraphs and its drawing."""
    paragraphs = [h("p", {"text": t(f"help.body.{name}.{i}")}) for i in range(1, PARAGRAPHS[name] + 1)]
    return h("section", {"class": "help-section", "id": f"help-{name}", "aria-labelledby": f"help-h-{name}"},
             h("h3", {"id": f"help-h-{name}", "tabindex": "-1", "text": t(f"help.title.{name}")}),
             _figure(name), paragraphs)


def help_contents() -> list[Any]:
    """The help dialog's children: title, contents list, the sections and a close button."""
    toc = h("nav", {"class": "help-toc", "aria-label": t("help.contents")},
            h("ol", {}, [h("li", {}, h("a", {"href": f"#help-{name}", "data-act": f"ui:help-jump:{name}",
                                             "text": t(f"help.title.{name}")})) for name in SECTIONS]))
    close = button(t("help.close"), "ui:close-dialog", cls="button button-primary")
    return [h("div", {"class": "help-head"},
              h("h2", {"class": "dialog-title", "id": "help-title", "text": t("help.title")}),
              h("button", {"type": "button", "class": "pop-close help-x", "data-act": "ui:close-dialog",
                           "aria-label": t("pop.close"), "text": "×"})),
            h("p", {"class": "help-intro", "text": t("help.intro")}),
            toc, [help_section(name) for name in SECTIONS],
            h("div", {"class": "dialog-buttons"}, close)]
