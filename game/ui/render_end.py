"""The end of the game: final scoring nation by nation, trick points, the winner, play again;
and the round-result window that the game log opens for any finished round."""

from __future__ import annotations

from typing import Any

from game.shanghaien.cards import NATION_NAMES
from game.ui.art import icon, mini_card
from game.ui.dom import button, h
from game.ui.i18n import t
from game.ui.render_scores import outcome_text
from game.ui.render_tavern import TavernOptions, overview


def result_line(board: dict, names: tuple[str, str]) -> str:
    """'Anna wins 14 to 9.' or 'A draw at 11 each.'"""
    s0, s1 = board["breakdown"]["totals"]
    if board["winner"] is None:
        return f"A draw at {s0} each."
    w = board["winner"]
    return f"{names[w]} wins {max(s0, s1)} to {min(s0, s1)}."


def _crew(board: dict, p: int, nation: str) -> Any:
    codes = board["crew_cards"][p].get(nation, [])
    return h("div", {"class": "end-crew"}, [mini_card(c) for c in codes]) if codes else h("span", {"text": "—"})


def final_scoring(board: dict, names: tuple[str, str]) -> list[Any]:
    """The final-scoring window's children."""
    rows = []
    for nation in board["breakdown"]["nations"]:
        if nation["outcome"] == "none":
            continue
        n = nation["nation"]
        p0, p1 = nation["points"]
        outcome = nation["outcome"]
        cls = "end-tie" if outcome == "tie" else ""
        rows.append(h("tr", {"class": cls},
                      h("th", {"scope": "row", "class": f"nation-{n}"}, icon(f"nation-{n}", "head-icon"),
                        h("span", {"text": NATION_NAMES[n]})),
                      h("td", {"class": "crew-col"}, _crew(board, 0, n)),
                      h("td", {"class": "crew-col"}, _crew(board, 1, n)),
                      h("td", {"class": "bd-outcome", "text": outcome_text(nation, names)}),
                      h("td", {"class": "num-red", "text": str(p0)}), h("td", {"class": "num-blue", "text": str(p1)})))
    t0, t1 = board["breakdown"]["trick_points"]
    tricks = board["breakdown"]["tricks"]
    rows.append(h("tr", {}, h("th", {"scope": "row", "text": "Unused tricks"}),
                  h("td", {"class": "crew-col"},
                    h("div", {"class": "end-crew"}, [mini_card(c, held=True) for c in tricks[0]])),
                  h("td", {"class": "crew-col"},
                    h("div", {"class": "end-crew"}, [mini_card(c, held=True) for c in tricks[1]])),
                  h("td", {"class": "bd-outcome", "text": "1 point each"}),
                  h("td", {"class": "num-red", "text": str(t0)}), h("td", {"class": "num-blue", "text": str(t1)})))
    s0, s1 = board["breakdown"]["totals"]
    head = h("tr", {}, h("th", {"scope": "col", "text": "Nation"}),
             h("th", {"scope": "col", "class": "num-red crew-col", "text": f"{names[0]}'s cards"}),
             h("th", {"scope": "col", "class": "num-blue crew-col", "text": f"{names[1]}'s cards"}),
             h("th", {"scope": "col", "text": "Outcome"}),
             h("th", {"scope": "col", "class": "num-red", "text": names[0]}),
             h("th", {"scope": "col", "class": "num-blue", "text": names[1]}))
    foot = h("tr", {"class": "bd-total"}, h("th", {"scope": "row", "text": "Total"}),
             h("td", {"class": "crew-col"}), h("td", {"class": "crew-col"}),
             h("td", {}), h("td", {"class": "num-red", "text": str(s0)}), h("td", {"class": "num-blue", "text": str(s1)}))
    winner = board["winner"]
    crown = "draw" if winner is None else ("red" if winner == 0 else "blue")
    return [
        h("h2", {"class": "dialog-title", "id": "end-title", "text": "Final scoring"}),
        h("p", {"class": f"end-result end-{crown}", "id": "end-result", "text": result_line(board, names)}),
        h("div", {"class": "table-scroll"},
          h("table", {"class": "breakdown end-table"}, h("thead", {}, head), h("tbody", {}, rows),
            h("tfoot", {}, foot))),
        h("p", {"class": "pop-note", "text": "In each nation the stronger crew scores the weaker crew's strength; "
                                             "a crew without rival scores its own; equal crews score nothing."}),
        h("div", {"class": "dialog-buttons"},
          button("Look at the board", "ui:close-dialog", cls="button button-quiet"),
          button(t("replay.watch"), "replay:watch", cls="button button-quiet"),
          button("Play again", "ui:again", cls="button button-primary")),
    ]


def round_window(result: dict, names: tuple[str, str]) -> list[Any]:
    """The round-result window: that round's tavern with arrows, then every reason in words."""
    reasons = []
    for award in result["awards"]:
        taker = award["taker"]
        who = f"{names[taker]} takes it" if taker >= 0 else "removed"
        reasons.append(h("li", {}, h("strong", {"text": f"{award['name']}: "}), f"{who} — {award['text']}"))
    caller = names[result["caller"]]
    return [
        h("h2", {"class": "dialog-title", "id": "round-title", "text": f"Round {result['round']}"}),
        h("p", {"class": "pop-note", "text": f"{caller} called Shanghai. ▼ goes to {names[0]}, ▲ to {names[1]}."}),
        *overview(result, TavernOptions(names)),
        h("ul", {"class": "round-reasons"}, reasons),
        h("div", {"class": "dialog-buttons"}, button("Close", "ui:close-dialog", cls="button button-primary")),
    ]
