"""The end of the game: final scoring nation by nation, trick points, the winner, play again;
and the round-result window that the game log opens for any finished round."""

from __future__ import annotations

from typing import Any

from game.shanghaien.ui.art import icon, mini_card
from game.ui.dom import button, h
from game.ui.i18n import t
from game.shanghaien.ui.words import say
from game.shanghaien.ui.render_scores import nation, outcome_text
from game.shanghaien.ui.render_tavern import TavernOptions, overview


def result_line(board: dict, names: tuple[str, str]) -> str:
    """'Anna wins 14 to 9.' or 'A draw at 11 each.'"""
    s0, s1 = board["breakdown"]["totals"]
    if board["winner"] is None:
        return t("end.draw", score=s0)
    w = board["winner"]
    return t("end.wins", name=names[w], high=max(s0, s1), low=min(s0, s1))


def _crew(board: dict, p: int, nation: str) -> Any:
    codes = board["crew_cards"][p].get(nation, [])
    return h("div", {"class": "end-crew"}, [mini_card(c) for c in codes]) if codes else h("span", {"text": "—"})


def final_scoring(board: dict, names: tuple[str, str]) -> list[Any]:
    """The final-scoring window's children."""
    rows = []
    for entry in board["breakdown"]["nations"]:
        if entry["outcome"] == "none":
            continue
        n = entry["nation"]
        p0, p1 = entry["points"]
        outcome = entry["outcome"]
        cls = "end-tie" if outcome == "tie" else ""
        rows.append(h("tr", {"class": cls},
                      h("th", {"scope": "row", "class": f"nation-{n}"}, icon(f"nation-{n}", "head-icon"),
                        h("span", {"text": nation(n)})),
                      h("td", {"class": "crew-col"}, _crew(board, 0, n)),
                      h("td", {"class": "crew-col"}, _crew(board, 1, n)),
                      h("td", {"class": "bd-outcome", "text": outcome_text(entry, names)}),
                      h("td", {"class": "num-red", "text": str(p0)}), h("td", {"class": "num-blue", "text": str(p1)})))
    t0, t1 = board["breakdown"]["trick_points"]
    tricks = board["breakdown"]["tricks"]
    rows.append(h("tr", {}, h("th", {"scope": "row", "text": t("scores.unused_tricks")}),
                  h("td", {"class": "crew-col"},
                    h("div", {"class": "end-crew"}, [mini_card(c, held=True) for c in tricks[0]])),
                  h("td", {"class": "crew-col"},
                    h("div", {"class": "end-crew"}, [mini_card(c, held=True) for c in tricks[1]])),
                  h("td", {"class": "bd-outcome", "text": t("scores.point_each")}),
                  h("td", {"class": "num-red", "text": str(t0)}), h("td", {"class": "num-blue", "text": str(t1)})))
    s0, s1 = board["breakdown"]["totals"]
    head = h("tr", {}, h("th", {"scope": "col", "text": t("scores.nation")}),
             h("th", {"scope": "col", "class": "num-red crew-col", "text": t("end.cards_of", name=names[0])}),
             h("th", {"scope": "col", "class": "num-blue crew-col", "text": t("end.cards_of", name=names[1])}),
             h("th", {"scope": "col", "text": t("scores.outcome")}),
             h("th", {"scope": "col", "class": "num-red", "text": names[0]}),
             h("th", {"scope": "col", "class": "num-blue", "text": names[1]}))
    foot = h("tr", {"class": "bd-total"}, h("th", {"scope": "row", "text": t("scores.total")}),
             h("td", {"class": "crew-col"}), h("td", {"class": "crew-col"}),
             h("td", {}), h("td", {"class": "num-red", "text": str(s0)}), h("td", {"class": "num-blue", "text": str(s1)}))
    winner = board["winner"]
    crown = "draw" if winner is None else ("red" if winner == 0 else "blue")
    return [
        h("h2", {"class": "dialog-title", "id": "end-title", "text": t("end.final_scoring")}),
        h("p", {"class": f"end-result end-{crown}", "id": "end-result", "text": result_line(board, names)}),
        h("div", {"class": "table-scroll"},
          h("table", {"class": "breakdown end-table"}, h("thead", {}, head), h("tbody", {}, rows),
            h("tfoot", {}, foot))),
        h("p", {"class": "pop-note", "text": t("end.rule_note")}),
        h("div", {"class": "dialog-buttons"},
          h("a", {"class": "help-link", "href": "#help-final", "data-act": "ui:help:final",
                  "text": t("turn.rules_link", section=t("help.title.final"))}),
          button(t("end.look"), "ui:close-dialog", cls="button button-quiet"),
          button(t("replay.watch"), "replay:watch", cls="button button-quiet"),
          button(t("review.open"), "review:open", cls="button button-quiet"),
          button(t("end.play_again"), "ui:again", cls="button button-primary")),
    ]


def round_window(result: dict, names: tuple[str, str]) -> list[Any]:
    """The round-result window: that round's tavern with arrows, then every reason in words."""
    reasons = []
    for award in result["awards"]:
        taker = award["taker"]
        why = say(award["text"])  # a removed card's reason says so already ("no dice: removed")
        line = f"{t('end.takes_it', name=names[taker])} — {why}" if taker >= 0 else why
        reasons.append(h("li", {}, h("strong", {"text": say(award["name"]) + ": "}), line))
    caller = names[result["caller"]]
    return [
        h("h2", {"class": "dialog-title", "id": "round-title", "text": t("end.round", round=result["round"])}),
        h("p", {"class": "pop-note", "text": t("end.round_note", caller=caller, red=names[0], blue=names[1])}),
        *overview(result, TavernOptions(names)),
        h("ul", {"class": "round-reasons"}, reasons),
        h("div", {"class": "dialog-buttons"},
          h("a", {"class": "help-link", "href": "#help-round", "data-act": "ui:help:round",
                  "text": t("turn.rules_link", section=t("help.title.round"))}),
          button(t("end.close"), "ui:close-dialog", cls="button button-primary")),
    ]
