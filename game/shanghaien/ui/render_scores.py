"""The score table (strength per nation for both players, what is still to come, score now)
and the windows that open over its numbers: the cards behind a number, the score breakdown."""

from __future__ import annotations

from typing import Any

from game.shanghaien.cards import NATIONS
from game.shanghaien.phrases import NATION_KEYS, TRICK_KEYS
from game.shanghaien.ui.art import LONG_NAME, SEAT_COLOURS, icon, mini_card
from game.ui.dom import h
from game.ui.i18n import t



def nation(code: str) -> str:
    """A nation's name in the current language."""
    return t(NATION_KEYS[code])


def final_or_now(board: dict, key: str) -> str:
    """A score phrase's key: "if the game ended now" while it goes on, `key_final` once it is over."""
    return f"{key}_final" if board["over"] else key


def _cell_button(text: str, pop: str, label: str, cls: str) -> Any:
    """A number in the table that opens its window on hover, focus or tap."""
    return h("button", {"type": "button", "class": f"score-number {cls}", "data-pop": pop,
                        "aria-label": label, "aria-haspopup": "dialog", "text": text})


def score_table(board: dict, names: tuple[str, str]) -> list[Any]:
    """The table's children: heading, then the table itself."""
    head = h("tr", {},
             h("th", {"scope": "col", "class": "corner"}, h("span", {"class": "visually-hidden", "text": t("scores.player")})),
             [h("th", {"scope": "col", "class": f"nation-head nation-{n}", "title": nation(n)},
                icon(f"nation-{n}", "head-icon"),
                h("span", {"class": "head-name" + (" long" if len(nation(n)) > LONG_NAME else ""),
                           "text": nation(n)})) for n in NATIONS],
             h("th", {"scope": "col", "class": "tricks-head", "title": t("scores.trick_cards")},
               icon("wild", "head-icon"), h("span", {"class": "head-name", "text": t("scores.tricks")})),
             h("th", {"scope": "col", "class": "total-head", "text": t("scores.pts")}))
    rows = [_player_row(board, p, names[p]) for p in (0, 1)]
    rows.append(_to_come_row(board))
    table = h("table", {"class": "score-table"},
              h("caption", {"class": "visually-hidden", "text": t(final_or_now(board, "scores.caption"))}),
              h("thead", {}, head), h("tbody", {}, rows))
    title = h("h2", {"class": "panel-title", "text": t("scores.title")})
    return [title, table]


def _player_row(board: dict, p: int, name: str) -> Any:
    colour = SEAT_COLOURS[p]
    cells = []
    for n in NATIONS:
        strength = board["strengths"][p][n]
        if strength:
            cells.append(h("td", {}, _cell_button(str(strength), f"crew:{p}:{n}",
                                                  t("scores.crew_label", name=name, crew=t(f"crew.{n}"), strength=strength),
                                                  f"num-{colour}")))
        else:
            cells.append(h("td", {"class": "empty", "aria-label": t("scores.no_sailors", name=name, nation=nation(n))},
                           h("span", {"aria-hidden": "true", "text": "·"})))
    tricks = board["tricks"][p]
    if tricks:
        cells.append(h("td", {}, _cell_button(str(len(tricks)), f"tricks:{p}",
                                              t("scores.holds_tricks", count=len(tricks), name=name),
                                              f"num-{colour}")))
    else:
        cells.append(h("td", {"class": "empty"}, h("span", {"aria-hidden": "true", "text": "·"})))
    score = board["scores"][p]
    cells.append(h("td", {"class": "total"},
                   _cell_button(str(score), f"score:{p}", t(final_or_now(board, "scores.score_label"), name=name, score=score),
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
                                                  t("scores.come_label", nation=nation(n), count=count,
                                                    points=points), "num-come")))
        else:
            cells.append(h("td", {"class": "empty"}, h("span", {"aria-hidden": "true", "text": "·"})))
    tricks = board["to_come_tricks"]
    if tricks:
        cells.append(h("td", {}, _cell_button(str(len(tricks)), "come:tricks",
                                              t("scores.come_tricks", count=len(tricks)), "num-come")))
    else:
        cells.append(h("td", {"class": "empty"}, h("span", {"aria-hidden": "true", "text": "·"})))
    cells.append(h("td", {"class": "total"}))
    return h("tr", {"class": "row-come"},
             h("th", {"scope": "row", "class": "row-name"},
               h("span", {"class": "row-label", "text": t("scores.to_come")}),
               h("span", {"class": "row-note", "text": " " + t("scores.to_come_note")})), cells)


def window_for(pop: str, board: dict, names: tuple[str, str]) -> tuple[str, list[Any]]:
    """The title and contents of the window a score number opens."""
    kind, _, rest = pop.partition(":")
    if kind == "crew":
        p_text, code = rest.split(":")
        p = int(p_text)
        codes = board["crew_cards"][p].get(code, [])
        strength = board["strengths"][p][code]
        title = t("scores.crew_title", name=names[p], crew=t(f"crew.{code}"), strength=strength)
        return title, [_cards(codes), h("p", {"class": "pop-note", "text": t("scores.wild_counts")})
                       if any(c.startswith("*") for c in codes) else None]
    if kind == "tricks":
        p = int(rest)
        codes = board["tricks"][p]
        return (t("scores.tricks_title", name=names[p]),
                [_cards(codes, held=True), _trick_names(codes), h("p", {"class": "pop-note",
                                                                          "text": t("scores.trick_point")})])
    if kind == "come":
        if rest == "tricks":
            codes = board["to_come_tricks"]
            return t("scores.come_tricks_title"), [_cards(codes, held=True), _trick_names(codes)]
        stock = board["to_come"][rest]
        return (t("scores.come_title", nation=nation(rest)),
                [_cards(stock["cards"]), h("p", {"class": "pop-note",
                                                 "text": t("scores.come_note", count=len(stock["cards"]),
                                                           points=stock["points"])})])
    if kind == "score":
        p = int(rest)
        title = t(final_or_now(board, "scores.score_title"), name=names[p], score=board["scores"][p])
        return title, [breakdown(board, names, p)]
    return "", []


def _cards(codes: list[str], held: bool = False) -> Any:
    if not codes:
        return h("p", {"class": "pop-note", "text": t("scores.no_cards")})
    return h("div", {"class": "pop-cards"}, [mini_card(c, held) for c in codes])


def _trick_names(codes: list[str]) -> Any:
    counts: dict[str, int] = {}
    for c in codes:
        counts[c] = counts.get(c, 0) + 1
    return h("p", {"class": "pop-note", "text": ", ".join(f"{n}× {t(TRICK_KEYS[c])}" for c, n in counts.items())})


def outcome_text(entry: dict, names: tuple[str, str]) -> str:
    """How one nation scores, in words: majority, monopoly, tie."""
    outcome = entry["outcome"]
    s0, s1 = entry["strengths"]
    if outcome in ("none", "tie"):
        return t(f"outcome.{outcome}")
    p = int(outcome[-1])
    if outcome.startswith("monopoly"):
        return t("outcome.monopoly", name=names[p], strength=entry["strengths"][p])
    return t("outcome.stronger", name=names[p], high=max(s0, s1), low=min(s0, s1))


def breakdown(board: dict, names: tuple[str, str], focus: int | None = None) -> Any:
    """The score nation by nation and the trick points, as a small table."""
    b = board["breakdown"]
    rows = []
    for entry in b["nations"]:
        if entry["outcome"] == "none":
            continue
        n = entry["nation"]
        p0, p1 = entry["points"]
        rows.append(h("tr", {},
                      h("th", {"scope": "row", "class": f"nation-{n}"}, icon(f"nation-{n}", "head-icon"),
                        h("span", {"text": nation(n)})),
                      h("td", {"class": "bd-outcome", "text": outcome_text(entry, names)}),
                      h("td", {"class": "num-red", "text": str(p0)}),
                      h("td", {"class": "num-blue", "text": str(p1)})))
    t0, t1 = b["trick_points"]
    rows.append(h("tr", {}, h("th", {"scope": "row", "text": t("scores.unused_tricks")}),
                  h("td", {"class": "bd-outcome", "text": t("scores.point_each")}),
                  h("td", {"class": "num-red", "text": str(t0)}), h("td", {"class": "num-blue", "text": str(t1)})))
    total0, total1 = b["totals"]
    foot = h("tr", {"class": "bd-total"}, h("th", {"scope": "row", "text": t("scores.total")}), h("td", {}),
             h("td", {"class": "num-red", "text": str(total0)}), h("td", {"class": "num-blue", "text": str(total1)}))
    head = h("tr", {}, h("th", {"scope": "col", "text": t("scores.nation")}),
             h("th", {"scope": "col", "text": t("scores.outcome")}),
             h("th", {"scope": "col", "class": "num-red", "text": names[0]}),
             h("th", {"scope": "col", "class": "num-blue", "text": names[1]}))
    return h("table", {"class": "breakdown" + (f" focus-{focus}" if focus is not None else "")},
             h("thead", {}, head), h("tbody", {}, rows), h("tfoot", {}, foot))
