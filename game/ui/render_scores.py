"""The score table (strength per nation for both players, what is still to come, score now)
and the windows that open over its numbers: the cards behind a number, the score breakdown."""

from __future__ import annotations

from typing import Any

from game.shanghaien.cards import NATION_NAMES, NATIONS, TRICK_NAMES
from game.ui.art import SEAT_COLOURS, icon, mini_card
from game.ui.dom import h

OUTCOME_WORDS = {
    "none": "nobody has sailors",
    "tie": "equal crews: both discarded",
}


def _cell_button(text: str, pop: str, label: str, cls: str) -> Any:
    """A number in the table that opens its window on hover, focus or tap."""
    return h("button", {"type": "button", "class": f"score-number {cls}", "data-pop": pop,
                        "aria-label": label, "aria-haspopup": "dialog", "text": text})


def score_table(board: dict, names: tuple[str, str]) -> list[Any]:
    """The table's children: heading, then the table itself."""
    head = h("tr", {},
             h("th", {"scope": "col", "class": "corner"}, h("span", {"class": "visually-hidden", "text": "Player"})),
             [h("th", {"scope": "col", "class": f"nation-head nation-{n}", "title": NATION_NAMES[n]},
                icon(f"nation-{n}", "head-icon"),
                h("span", {"class": "head-name", "text": NATION_NAMES[n]})) for n in NATIONS],
             h("th", {"scope": "col", "class": "tricks-head", "title": "Trick cards"},
               icon("wild", "head-icon"), h("span", {"class": "head-name", "text": "Tricks"})),
             h("th", {"scope": "col", "class": "total-head", "text": "Pts"}))
    rows = [_player_row(board, p, names[p]) for p in (0, 1)]
    rows.append(_to_come_row(board))
    table = h("table", {"class": "score-table"},
              h("caption", {"class": "visually-hidden", "text": "Crew strength by nation, cards still to come, "
                                                                "and the score if the game ended now"}),
              h("thead", {}, head), h("tbody", {}, rows))
    title = h("h2", {"class": "panel-title", "text": "Crews and scores"})
    return [title, table]


def _player_row(board: dict, p: int, name: str) -> Any:
    colour = SEAT_COLOURS[p]
    cells = []
    for n in NATIONS:
        strength = board["strengths"][p][n]
        if strength:
            cells.append(h("td", {}, _cell_button(str(strength), f"crew:{p}:{n}",
                                                  f"{name}'s {NATION_NAMES[n]} crew: strength {strength}",
                                                  f"num-{colour}")))
        else:
            cells.append(h("td", {"class": "empty", "aria-label": f"{name} has no {NATION_NAMES[n]} sailors"},
                           h("span", {"aria-hidden": "true", "text": "·"})))
    tricks = board["tricks"][p]
    if tricks:
        cells.append(h("td", {}, _cell_button(str(len(tricks)), f"tricks:{p}",
                                              f"{name} holds {len(tricks)} unused trick cards", f"num-{colour}")))
    else:
        cells.append(h("td", {"class": "empty"}, h("span", {"aria-hidden": "true", "text": "·"})))
    score = board["scores"][p]
    cells.append(h("td", {"class": "total"},
                   _cell_button(str(score), f"score:{p}", f"{name}'s score if the game ended now: {score}",
                                f"num-{colour} num-total")))
    return h("tr", {"class": f"row-{colour}"},
             h("th", {"scope": "row", "class": "row-name"},
               h("span", {"class": f"seat-dot dot-{colour}", "aria-hidden": "true"}),
               h("span", {"class": "row-label", "text": name})), cells)


def _to_come_row(board: dict) -> Any:
    cells = []
    for n in NATIONS:
        stock = board["to_come"][n]
        count, points = len(stock["cards"]), stock["points"]
        if count:
            cells.append(h("td", {}, _cell_button(f"{count}·{points}", f"come:{n}",
                                                  f"{NATION_NAMES[n]}: {count} cards worth {points} still to come "
                                                  f"— {count}·{points}", "num-come")))
        else:
            cells.append(h("td", {"class": "empty"}, h("span", {"aria-hidden": "true", "text": "·"})))
    tricks = board["to_come_tricks"]
    if tricks:
        cells.append(h("td", {}, _cell_button(str(len(tricks)), "come:tricks",
                                              f"{len(tricks)} trick cards still to come", "num-come")))
    else:
        cells.append(h("td", {"class": "empty"}, h("span", {"aria-hidden": "true", "text": "·"})))
    cells.append(h("td", {"class": "total"}))
    return h("tr", {"class": "row-come"},
             h("th", {"scope": "row", "class": "row-name"},
               h("span", {"class": "row-label", "text": "To come"}),
               h("span", {"class": "row-note", "text": " cards·points"})), cells)


def window_for(pop: str, board: dict, names: tuple[str, str]) -> tuple[str, list[Any]]:
    """The title and contents of the window a score number opens."""
    kind, _, rest = pop.partition(":")
    if kind == "crew":
        p_text, nation = rest.split(":")
        p = int(p_text)
        codes = board["crew_cards"][p].get(nation, [])
        strength = board["strengths"][p][nation]
        title = f"{names[p]}'s {NATION_NAMES[nation]} crew: {strength}"
        return title, [_cards(codes), h("p", {"class": "pop-note", "text": "A wild card counts 2."})
                       if any(c.startswith("*") for c in codes) else None]
    if kind == "tricks":
        p = int(rest)
        codes = board["tricks"][p]
        return (f"{names[p]}'s unused trick cards",
                [_cards(codes, held=True), _trick_names(codes), h("p", {"class": "pop-note",
                                        "text": "Each one still held at the end scores 1 point."})])
    if kind == "come":
        if rest == "tricks":
            codes = board["to_come_tricks"]
            return "Trick cards still to come", [_cards(codes, held=True), _trick_names(codes)]
        stock = board["to_come"][rest]
        return (f"{NATION_NAMES[rest]}: still to come",
                [_cards(stock["cards"]), h("p", {"class": "pop-note",
                                                 "text": f"{len(stock['cards'])} cards, {stock['points']} points, "
                                                         "on the tavern and in the draw pile."})])
    if kind == "score":
        p = int(rest)
        return f"{names[p]}: {board['scores'][p]} points if the game ended now", [breakdown(board, names, p)]
    return "", []


def _cards(codes: list[str], held: bool = False) -> Any:
    if not codes:
        return h("p", {"class": "pop-note", "text": "No cards."})
    return h("div", {"class": "pop-cards"}, [mini_card(c, held) for c in codes])


def _trick_names(codes: list[str]) -> Any:
    counts: dict[str, int] = {}
    for c in codes:
        counts[c] = counts.get(c, 0) + 1
    return h("p", {"class": "pop-note", "text": ", ".join(f"{n}× {TRICK_NAMES[c]}" for c, n in counts.items())})


def outcome_text(nation: dict, names: tuple[str, str]) -> str:
    """How one nation scores, in words: majority, monopoly, tie."""
    outcome = nation["outcome"]
    s0, s1 = nation["strengths"]
    if outcome in OUTCOME_WORDS:
        return OUTCOME_WORDS[outcome]
    if outcome.startswith("monopoly"):
        p = int(outcome[-1])
        return f"only {names[p]}: keeps {nation['strengths'][p]}"
    p = int(outcome[-1])
    return f"{names[p]} is stronger ({max(s0, s1)}:{min(s0, s1)}) and takes {min(s0, s1)}"


def breakdown(board: dict, names: tuple[str, str], focus: int | None = None) -> Any:
    """The score nation by nation and the trick points, as a small table."""
    b = board["breakdown"]
    rows = []
    for nation in b["nations"]:
        if nation["outcome"] == "none":
            continue
        n = nation["nation"]
        p0, p1 = nation["points"]
        rows.append(h("tr", {},
                      h("th", {"scope": "row", "class": f"nation-{n}"}, icon(f"nation-{n}", "head-icon"),
                        h("span", {"text": NATION_NAMES[n]})),
                      h("td", {"class": "bd-outcome", "text": outcome_text(nation, names)}),
                      h("td", {"class": "num-red", "text": str(p0)}),
                      h("td", {"class": "num-blue", "text": str(p1)})))
    t0, t1 = b["trick_points"]
    rows.append(h("tr", {}, h("th", {"scope": "row", "text": "Unused tricks"}),
                  h("td", {"class": "bd-outcome", "text": "1 point each"}),
                  h("td", {"class": "num-red", "text": str(t0)}), h("td", {"class": "num-blue", "text": str(t1)})))
    total0, total1 = b["totals"]
    foot = h("tr", {"class": "bd-total"}, h("th", {"scope": "row", "text": "Total"}), h("td", {}),
             h("td", {"class": "num-red", "text": str(total0)}), h("td", {"class": "num-blue", "text": str(total1)}))
    head = h("tr", {}, h("th", {"scope": "col", "text": "Nation"}), h("th", {"scope": "col", "text": "Outcome"}),
             h("th", {"scope": "col", "class": "num-red", "text": names[0]}),
             h("th", {"scope": "col", "class": "num-blue", "text": names[1]}))
    return h("table", {"class": "breakdown" + (f" focus-{focus}" if focus is not None else "")},
             h("thead", {}, head), h("tbody", {}, rows), h("tfoot", {}, foot))
