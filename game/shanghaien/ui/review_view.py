"""The game review window: a person's decisions in a finished game weighed against the Captain's
exact choice, worked out in slices so the page never freezes, the three costliest listed first,
each opening the replay viewer at that move with the better move named.

The window knows nothing of the board: `open_review(request, spawn, show_move, back)` gets the
game, a way to run a task, a way to open the replay viewer at a move (with a note for the moves
it lists) and where to go when it closes. `dispatch(act)` runs its `review:` buttons.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Coroutine
from dataclasses import dataclass
from typing import Any

from game.shanghaien.state import State
from game.ui.dom import button, by_id, fill, h, is_null
from game.ui.i18n import t
from game.shanghaien.ui.words import say

DIALOG_ID = "dialog-review"
SLICE_MS = 20.0  # as the board's AI thinks (ai_bridge): well under the 50 ms of a long task
COSTLY = 3  # how many of the costliest moves the window lists
KEPT = 4  # reviews kept in memory (the replay viewer and the list come back to them at once)


@dataclass(frozen=True)
class ReviewRequest:
    """What the window reviews: a game, both names, and the seats that can be reviewed (the
    people's; the first is shown first)."""

    state: State
    names: tuple[str, str]
    seats: tuple[int, ...]

    def key(self, seat: int) -> tuple:
        """What identifies one seat's review of this game."""
        s = self.state
        return (tuple(s.deck), s.start, s.options, tuple(s.actions_played()), seat)


def request_of(state: State, players: Any) -> ReviewRequest:
    """A request for a game whose players are a record's dicts or the board's Player objects:
    the people's seats (both, when the record names no person)."""
    from game.shanghaien.ui.replay_steps import record_players

    listed = record_players(players) or []
    names = tuple(str(p.get("name") or t("name.red" if i == 0 else "name.blue"))
                  for i, p in enumerate(listed[:2])) if len(listed) >= 2 else (t("name.red"), t("name.blue"))
    people = tuple(i for i, p in enumerate(listed[:2]) if p.get("type") == "human")
    return ReviewRequest(state, (names[0], names[1]), people or (0, 1))


_reviewers: dict[tuple, Any] = {}  # request key -> its Reviewer (finished or not: work is never lost)
_window: ReviewWindow | None = None


class ReviewWindow:
    """The open review: the game, the seat on show, and where its buttons lead."""

    def __init__(self, request: ReviewRequest, spawn: Callable[[Coroutine[Any, Any, None]], None],
                 show_move: Callable[[int, dict[int, str]], None], back: Callable[[], None] | None) -> None:
        """Review `request`; `show_move(step, notes)` opens the replay at a move, `back` runs on closing."""
        self.request = request
        self.spawn = spawn
        self.show_move = show_move
        self.back = back
        self.seat = request.seats[0]
        self.generation = 0  # a new seat or a closed window stops the work in progress
        self.leaving_for: int | None = None  # the move whose replay the window closed for
        self.notes: dict[int, str] = {}
        from game.ui.browser import document  # here, not above: the module imports without a page

        self.returning_to = document.activeElement
        self._proxy: Any = None

    def open(self, focus_move: int | None = None) -> None:
        """Build the window, open it and start (or pick up) the review of the seat on show."""
        from game.ui.browser import create_proxy, document

        dialog = by_id(DIALOG_ID)
        if dialog is None:
            dialog = h("dialog", {"id": DIALOG_ID, "class": "review-dialog", "aria-labelledby": "review-title"})
            document.body.appendChild(dialog)
            self._proxy = create_proxy(_on_close)
            dialog.addEventListener("close", self._proxy)
        names = self.request.names
        seats = None
        if len(self.request.seats) > 1:
            seats = h("div", {"class": "review-seats", "role": "group", "aria-label": t("review.whose")},
                      [button(t("review.seat", name=names[s]), f"review:seat:{s}", cls="button button-small",
                              aria_pressed="true" if s == self.seat else "false") for s in self.request.seats])
        fill(dialog,
             h("h2", {"class": "dialog-title", "id": "review-title", "text": t("review.title", name=names[self.seat])}),
             h("p", {"class": "pop-note review-intro", "text": t("review.intro")}),
             seats,
             h("div", {"class": "review-progress", "id": "review-progress"},
               h("progress", {"id": "review-bar", "max": "1", "value": "0", "aria-label": t("review.progress")})),
             h("p", {"class": "review-status", "id": "review-status", "role": "status"}),
             h("div", {"class": "review-body", "id": "review-body"}),
             h("div", {"class": "dialog-buttons"},
               button(t("review.close"), "review:close", cls="button button-primary", id="review-close")))
        dialog.dataset.state = "working"
        if not dialog.open:
            dialog.showModal()
        dialog.scrollTop = 0
        self.generation += 1
        self.spawn(self._work(self.generation, focus_move))
        by_id("review-close").focus()

    async def _work(self, generation: int, focus_move: int | None) -> None:
        """Weigh the seat's decisions a slice at a time, then show the result."""
        key = self.request.key(self.seat)
        reviewer = _reviewers.get(key)
        status = by_id("review-status")
        if reviewer is None or not reviewer.done():
            status.textContent = t("review.working", name=self.request.names[self.seat])
        await asyncio.sleep(0)  # the window paints before the review module loads
        if reviewer is None:
            from game.shanghaien.ai.review import Reviewer

            await asyncio.sleep(0)
            if generation != self.generation:
                return
            reviewer = Reviewer(self.request.state, self.seat)
            while len(_reviewers) >= KEPT:
                del _reviewers[next(iter(_reviewers))]
            _reviewers[key] = reviewer
            await asyncio.sleep(0)
        bar = by_id("review-bar")
        bar.max = str(max(1, reviewer.total))
        while not reviewer.done():
            if generation != self.generation or not _is_open():
                return
            reviewer.step(SLICE_MS)
            bar.value = str(reviewer.judged)
            await asyncio.sleep(0)
        if generation != self.generation or not _is_open():
            return
        self._show(reviewer, focus_move)

    def _show(self, reviewer: Any, focus_move: int | None) -> None:
        """The costliest moves, then the totals."""
        from game.ui.browser import document

        result = reviewer.result()
        name = self.request.names[self.seat]
        costly = result.costly(COSTLY)
        self.notes = {}
        items = []
        for m in costly:
            before = reviewer.positions[m.move]
            played, best = say(_label(before, m.played)), say(_label(before, m.best))
            pct, best_pct, cost = round(100 * m.chance), round(100 * m.best_chance), _points(m.cost)
            grade = t(f"review.verdict.{m.verdict}")
            self.notes[m.move] = t("review.note", verdict=grade, best=best, best_pct=best_pct, played=played, pct=pct)
            items.append(h("li", {"class": f"review-moment verdict-{m.verdict}"},
                           h("h3", {"class": "review-moment-head"},
                             h("span", {"class": "review-verdict", "text": grade}),
                             h("span", {"text": t("review.where", move=m.move, round=m.round)})),
                           h("p", {"text": t("review.played", name=name, played=played, pct=pct)}),
                           h("p", {"text": t("review.better", best=best, best_pct=best_pct)}),
                           h("p", {"class": "review-cost", "text": t("review.cost", points=cost)}),
                           button(t("review.show", move=m.move), f"review:show:{m.move}", cls="button button-small")))
        judged = len(result.moments)
        body = [
            h("h3", {"class": "review-heading", "text": t("review.costliest")}),
            h("ol", {"class": "review-moments"}, items) if items else h("p", {"text": t("review.clean")}),
            h("h3", {"class": "review-heading", "text": t("review.summary")}),
            h("ul", {"class": "review-totals"},
              h("li", {"text": t("review.judged", judged=judged, total=reviewer.total)}),
              h("li", {"text": t("review.counts", blunders=result.count("blunder"), mistakes=result.count("mistake"),
                                 inaccuracies=result.count("inaccuracy"))}),
              h("li", {"text": t("review.total_cost", points=_points(result.total_cost()))}),
              h("li", {"text": t("review.unjudged", count=result.unjudged)}) if result.unjudged else None),
            h("p", {"class": "pop-note", "text": t("review.thresholds")}),
        ]
        fill(by_id("review-body"), *body)
        by_id("review-progress").hidden = True
        by_id("review-status").textContent = t("review.ready", count=len(costly))
        by_id(DIALOG_ID).dataset.state = "done"
        target = document.querySelector(f'#{DIALOG_ID} [data-act="review:show:{focus_move}"]') if focus_move else None
        if target is not None and not is_null(target):
            target.focus()

    def command(self, verb: str, arg: str) -> None:
        """Carry out one of the window's buttons."""
        if verb == "seat" and arg.isdigit() and int(arg) in self.request.seats and int(arg) != self.seat:
            self.seat = int(arg)
            self.open()
        elif verb == "show" and arg.isdigit():
            self.leaving_for = int(arg)
            by_id(DIALOG_ID).close()
            self.show_move(int(arg), dict(self.notes))
        elif verb == "close":
            by_id(DIALOG_ID).close()

    def closed(self) -> None:
        """The window closed: stop the work; go back unless it closed to show a move."""
        self.generation += 1
        if self.leaving_for is not None:
            return
        if self.back is not None:
            self.back()
        elif self.returning_to is not None and not is_null(self.returning_to) and self.returning_to.isConnected:
            self.returning_to.focus()


def _points(chance: float) -> str:
    """A chance (0 to 1) as percentage points with one decimal, written the language's way."""
    return f"{100 * chance:.1f}".replace(".", t("stats.decimal_point"))


def _label(state: State, action: int) -> Any:
    from game.shanghaien.ai.hint import move_label

    return move_label(state, action)


def _is_open() -> bool:
    dialog = by_id(DIALOG_ID)
    return dialog is not None and bool(dialog.open)


def _on_close(_: Any) -> None:
    if _window is not None:
        _window.closed()


def open_review(request: ReviewRequest, spawn: Callable[[Coroutine[Any, Any, None]], None],
                show_move: Callable[[int, dict[int, str]], None], back: Callable[[], None] | None = None) -> None:
    """Open the review window on a game; a review already worked out shows at once."""
    global _window
    _window = ReviewWindow(request, spawn, show_move, back)
    _window.open()


def reopen() -> None:
    """Back from the replay viewer: the same review, the move just watched in focus."""
    window = _window
    if window is None:
        return
    move, window.leaving_for = window.leaving_for, None
    window.open(focus_move=move)


def dispatch(act: str) -> None:
    """Carry out a `review:` command (act without its prefix)."""
    verb, _, arg = act.partition(":")
    if _window is not None:
        _window.command(verb, arg)
