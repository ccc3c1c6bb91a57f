"""The board's windows: the new-game form, a hand's result, the final ranking, the score sheet,
the rules and the saved games. Each is a <dialog> labelled by its heading."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from game.rummy.ui import faces
from game.ui.dom import h
from game.ui.i18n import t

from .. import melds as M
from .chronicle import HandResult
from .setup import LEVELS, PERSON, SEATS, Setup, clean_name


def dialog(dialog_id: str, title: str, *body: Any) -> Any:
    """A dialog labelled by its heading, with a close button at the end."""
    return h("dialog", {"id": dialog_id, "class": "sr-dialog", "aria-labelledby": f"{dialog_id}-title"},
             h("h2", {"id": f"{dialog_id}-title", "text": title}), *body)


def _select(select_id: str, label: str, options: Sequence[tuple[str, str]], chosen: str) -> Any:
    return h("label", {"class": "sr-field", "for": select_id}, h("span", {"text": label}),
             h("select", {"id": select_id},
               *(h("option", {"value": value, "text": text, "selected": value == chosen}) for value, text in options)))


def new_game(setup: Setup, can_cancel: bool) -> Any:
    """The new-game form filled with `setup`."""
    n = len(setup.who)
    rows = []
    for i in range(6):
        who = setup.who[i] if i < n else "regular"
        options = [(PERSON, t("sr.new.person"))] + [(lv, t("sr.new.computer", level=t(f"sr.level.{lv}"))) for lv in LEVELS]
        rows.append(h("li", {"class": "sr-seat-row", "hidden": i >= n, "data-row": str(i)},
                      _select(f"sr-who-{i}", t("sr.new.who", seat=i + 1), options, who),
                      h("label", {"class": "sr-field", "for": f"sr-name-{i}"},
                        h("span", {"text": t("sr.new.name", seat=i + 1)}),
                        h("input", {"id": f"sr-name-{i}", "type": "text", "maxlength": "24", "autocomplete": "off",
                                    "value": setup.names[i] if i < len(setup.names) else ""}))))
    decks = [("0", t("sr.new.decks_default", n=2 if n <= 4 else n - 2))] + [(str(d), str(d)) for d in range(1, 7)]
    buys = [("-1", t("sr.new.buys_usual"))] + [(str(b), t("sr.new.buys_n", n=b)) for b in range(0, 6)]
    dealers = [("-1", t("sr.new.dealer_random"))] + [(str(i), t("sr.new.seat", seat=i + 1)) for i in range(n)]
    return dialog("sr-new", t("sr.new.title"),
                  h("form", {"method": "dialog", "class": "sr-form"},
                    _select("sr-seats", t("sr.new.seats"), [(str(k), str(k)) for k in SEATS], str(n)),
                    h("ol", {"class": "sr-seat-rows"}, *rows),
                    _select("sr-decks", t("sr.new.decks"), decks, str(setup.decks)),
                    _select("sr-buys", t("sr.new.buys"), buys, str(setup.buys)),
                    _select("sr-dealer", t("sr.new.dealer"), dealers, str(setup.dealer)),
                    h("p", {"class": "sr-form-fault", "role": "alert", "id": "sr-new-fault"}),
                    h("div", {"class": "sr-dialog-actions"},
                      h("button", {"type": "button", "class": "button", "data-act": "close", "hidden": not can_cancel,
                                   "text": t("sr.new.cancel")}),
                      h("button", {"type": "button", "class": "button button-primary", "data-act": "start",
                                   "text": t("sr.new.start")}))))


def read_new_game(root: Any) -> Setup:
    """The choices of the new-game form under `root` as they stand."""
    n = int(root.querySelector("#sr-seats").value)
    who = [str(root.querySelector(f"#sr-who-{i}").value) for i in range(n)]
    names = [clean_name(root.querySelector(f"#sr-name-{i}").value) for i in range(n)]
    return Setup(who, names, int(root.querySelector("#sr-decks").value),
                 int(root.querySelector("#sr-buys").value), int(root.querySelector("#sr-dealer").value))


def show_seats(root: Any, n: int) -> None:
    """The new-game form with `n` seats: the rows and first dealers of the others hidden."""
    for row in root.querySelectorAll(".sr-seat-row"):
        row.hidden = int(row.dataset.row) >= n
    dealer = root.querySelector("#sr-dealer")
    for option in dealer.querySelectorAll("option"):
        option.hidden = int(option.value) >= n


def _left_cards(cards: Sequence[int]) -> Any:
    if not cards:
        return h("span", {"class": "sr-quiet", "text": t("sr.end.no_cards")})
    return h("span", {"class": "sr-left-cards"}, *(faces.face(c, "sm", wild=M.is_wild(c)) for c in cards))


def hand_result(result: HandResult, names: Sequence[str], totals: Sequence[int], last: bool) -> Any:
    """A finished hand: who went out, each player's points and the cards they were left with."""
    rows = []
    for p, name in enumerate(names):
        shanghaied = not result.down[p]
        rows.append(h("tr", {},
                      h("th", {"scope": "row", "text": name}),
                      h("td", {}, _left_cards(result.left[p]),
                        h("span", {"class": "sr-badge", "text": t("sr.end.shanghaied")}) if shanghaied else None),
                      h("td", {"class": "sr-num", "text": str(result.points[p])}),
                      h("td", {"class": "sr-num", "text": str(totals[p])})))
    said = t("sr.end.out", name=names[result.out]) if result.out is not None else t("sr.end.empty")
    table = h("table", {"class": "sr-result"},
              h("thead", {}, h("tr", {}, h("th", {"scope": "col", "text": ""}), h("th", {"scope": "col", "text": ""}),
                                 h("th", {"scope": "col", "class": "sr-num", "text": t("sr.sheet.hand")}),
                                 h("th", {"scope": "col", "class": "sr-num", "text": t("sr.sheet.total")}))),
              h("tbody", {}, *rows))
    action = h("button", {"type": "button", "class": "button button-primary", "data-act": "next",
                          "text": t("sr.close") if last else t("sr.end.next", hand=result.hand + 1)})
    return dialog("sr-hand-end", t("sr.end.hand", hand=result.hand), h("p", {"text": said}), table,
                  h("div", {"class": "sr-dialog-actions"}, action))


def ranking(names: Sequence[str], totals: Sequence[int]) -> Any:
    """The final ranking, lowest total first, and "play again"."""
    order = sorted(range(len(names)), key=lambda p: (totals[p], p))
    low = totals[order[0]]
    winners = [names[p] for p in order if totals[p] == low]
    said = t("sr.end.winner", name=winners[0], n=low) if len(winners) == 1 else t(
        "sr.end.tie", names=", ".join(winners), n=low)
    items = []
    place = 0
    for i, p in enumerate(order):
        if i == 0 or totals[p] != totals[order[i - 1]]:
            place = i + 1
        items.append(h("li", {"class": "sr-rank" + (" sr-rank-win" if totals[p] == low else "")},
                       h("span", {"text": t("sr.end.place", place=place, name=names[p])}),
                       h("span", {"class": "sr-num", "text": t("sr.seat.points", n=totals[p])})))
    return dialog("sr-game-end", t("sr.end.game"), h("p", {"class": "sr-winner", "text": said}),
                  h("ol", {"class": "sr-ranking"}, *items),
                  h("div", {"class": "sr-dialog-actions"},
                    h("button", {"type": "button", "class": "button", "data-act": "sheet", "text": t("sr.sheet.title")}),
                    h("button", {"type": "button", "class": "button", "data-act": "share", "text": t("sr.menu.share")}),
                    h("button", {"type": "button", "class": "button", "data-act": "replay", "text": t("sr.replay.open")}),
                    h("button", {"type": "button", "class": "button button-primary", "data-act": "again",
                                 "text": t("sr.end.again")})))


def score_sheet(results: Sequence[HandResult], names: Sequence[str]) -> Any:
    """Every hand's points per player (each number names the cards behind it) and the totals."""
    body = []
    totals = [0] * len(names)
    for hand in range(1, 11):
        result = results[hand - 1] if hand <= len(results) else None
        cells = []
        for p, name in enumerate(names):
            if result is None:
                cells.append(h("td", {"class": "sr-num"}))
                continue
            totals[p] += result.points[p]
            cards = ", ".join(faces.card_name(c) for c in result.left[p]) or t("sr.end.no_cards")
            about = t("sr.sheet.cards", name=name, hand=hand, cards=cards)
            cells.append(h("td", {"class": "sr-num"},
                           h("button", {"type": "button", "class": "sr-score", "title": about, "aria-label": about,
                                        "data-act": "score", "text": str(result.points[p])})))
        body.append(h("tr", {}, h("th", {"scope": "row", "text": str(hand)}), *cells))
    foot = h("tr", {}, h("th", {"scope": "row", "text": t("sr.sheet.total")}),
             *(h("td", {"class": "sr-num", "text": str(x)}) for x in totals))
    table = h("table", {"class": "sr-sheet"},
              h("thead", {}, h("tr", {}, h("th", {"scope": "col", "text": t("sr.sheet.hand")}),
                                 *(h("th", {"scope": "col", "class": "sr-num", "text": n}) for n in names))),
              h("tbody", {}, *body), h("tfoot", {}, foot))
    return dialog("sr-sheet", t("sr.sheet.title"), h("div", {"class": "sr-scroll"}, table),
                  h("p", {"class": "sr-quiet", "id": "sr-score-note", "role": "status"}),
                  h("div", {"class": "sr-dialog-actions"},
                    h("button", {"type": "button", "class": "button", "data-act": "close", "text": t("sr.close")})))


def rules() -> Any:
    """The rules in our own words, with a picture of a run holding a wild."""
    example = h("p", {"class": "sr-example"},
                faces.face(4, "sm"), faces.face(5, "sm"), faces.face(14, "sm", wild=True, stands_for=6),
                faces.face(7, "sm"))
    paragraphs = [h("p", {"text": t(f"sr.rules.{i}")}) for i in range(1, 7)]
    return dialog("sr-rules", t("sr.rules.title"), *paragraphs[:3], example, *paragraphs[3:],
                  h("p", {"class": "sr-quiet", "text": t("sr.tip.first")}),
                  h("div", {"class": "sr-dialog-actions"},
                    h("button", {"type": "button", "class": "button", "data-act": "close", "text": t("sr.close")})))


def saved_games(rows: Sequence[tuple[str, str, bool]]) -> Any:
    """The saved games of this table (id, label, finished), each to open, export or delete (a
    finished one also to replay), and an import."""
    items = [h("li", {"class": "sr-saved-row"}, h("span", {"text": label}),
               h("button", {"type": "button", "class": "button button-small", "data-act": "open", "data-game": gid,
                            "aria-label": f"{t('sr.load')}: {label}", "text": t("sr.load")}),
               h("button", {"type": "button", "class": "button button-small", "data-act": "replay", "data-game": gid,
                            "aria-label": f"{t('sr.replay.open')}: {label}", "text": t("sr.replay.open")})
               if finished else None,
               h("button", {"type": "button", "class": "button button-small", "data-act": "export", "data-game": gid,
                            "aria-label": f"{t('sr.export')}: {label}", "text": t("sr.export")}),
               h("button", {"type": "button", "class": "button button-small", "data-act": "delete", "data-game": gid,
                            "aria-label": f"{t('sr.delete')}: {label}", "text": t("sr.delete")}))
             for gid, label, finished in rows]
    listing = h("ul", {"class": "sr-saved"}, *items) if items else h("p", {"text": t("sr.saved_none")})
    return dialog("sr-saved", t("sr.menu.saved"), listing,
                  h("label", {"class": "sr-field", "for": "sr-import"}, h("span", {"text": t("sr.import")}),
                    h("input", {"id": "sr-import", "type": "file", "accept": ".json,application/json"})),
                  h("p", {"class": "sr-form-fault", "role": "alert", "id": "sr-saved-fault"}),
                  h("div", {"class": "sr-dialog-actions"},
                    h("button", {"type": "button", "class": "button", "data-act": "close", "text": t("sr.close")})))


def share(link: str | None, problem: str = "") -> Any:
    """The share window: the game's link to copy, or why this game may not go in a link."""
    if link is None:
        body: list[Any] = [h("p", {"class": "sr-share-problem", "role": "alert", "text": problem})]
    else:
        body = [h("p", {"text": t("sr.share.text")}),
                h("label", {"class": "sr-field", "for": "sr-share-link"}, h("span", {"text": t("sr.share.link")}),
                  h("input", {"id": "sr-share-link", "type": "text", "readonly": True, "value": link})),
                h("p", {"class": "sr-share-status", "id": "sr-share-status", "role": "status"})]
    return dialog("sr-share", t("sr.share.title"), *body,
                  h("div", {"class": "sr-dialog-actions"},
                    h("button", {"type": "button", "class": "button", "data-act": "close", "text": t("sr.close")}),
                    h("button", {"type": "button", "class": "button button-primary", "data-act": "copy-link",
                                 "text": t("sr.share.copy")}) if link is not None else None))
