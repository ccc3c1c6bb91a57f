"""The replay viewer: any game, move by move, on a full-screen copy of the board drawn by the
board's own renderers (tavern, seats, score table, log), with First/Back/Forward/Last, a slider,
a jump to each round and the keyboard (arrows, Home/End, Page Up/Down). It only reads: nothing it
does changes a saved game or the game on the table.

Entry point: `open_replay(host, state, players, back=None, start=0, notes=None)` (notes: a line to
show under given moves, as the game review names the better move); `dispatch(host, act, el)` runs
its `replay:` buttons. The host is the board it opens over, seen through `Host`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Protocol

from game.shanghaien import view
from game.shanghaien.state import ROLLED, ROUNDS
from game.shanghaien.ui import dialogs
from game.shanghaien.ui.art import SEAT_COLOURS
from game.ui.browser import create_proxy, document
from game.ui.dom import button, by_id, fill, h, is_null, s
from game.ui.i18n import t
from game.shanghaien.ui.render_end import final_scoring, result_line, round_window
from game.shanghaien.ui.render_log import entry_text, log_items
from game.shanghaien.ui.render_scores import score_table
from game.shanghaien.ui.render_seats import role_of, seat
from game.shanghaien.ui.render_tavern import TavernOptions, tavern
from game.shanghaien.ui.render_turn import TurnOptions, rolled_dice
from game.shanghaien.ui.replay_steps import ReplayGame

if TYPE_CHECKING:
    from game.shanghaien.ui.popover import Popover
    from game.shanghaien.ui.session import Session

DIALOG_ID = "dialog-replay"
KEYS = ("ArrowLeft", "ArrowRight", "Home", "End", "PageUp", "PageDown")


class Host(Protocol):
    """What the replay viewer needs of the board it opens over (the board's App gives it)."""

    replay: Viewer | None  # the viewer open now; the board's score windows and its computer ask
    session: Session | None  # the game on the table, which closing the viewer goes back to

    @property
    def popover(self) -> Popover:
        """The board's score window, which opens inside the viewer while it is open."""

    def show_final(self) -> None:
        """Open the final scoring of the game on the table."""

    def offer_start(self) -> None:
        """With no game on the table: offer what the page offers at start."""


class Viewer:
    """One open replay: the game's steps, the step on show, and where to go back to."""

    def __init__(self, host: Host, game: ReplayGame, back: Callable[[], None] | None,
                 start: int = 0, notes: dict[int, str] | None = None) -> None:
        """Show `game` from move `start`; `back` runs when the viewer closes; `notes` adds a line at some moves."""
        self.host = host
        self.game = game
        self.back = back
        self.start = game.clamp(start)
        self.notes = dict(notes or {})
        self.index = 0
        self.returning_to = document.activeElement
        self._drawn: dict[str, str] = {}
        self._current_item: Any = None
        self._escaping_window = False
        self._shown = len(game.log)  # log lines visible now (all, as built)
        self._proxies: list[tuple[Any, str, Any, bool]] = []  # (target, event, listener, capture) to remove

    # --- building ------------------------------------------------------------------------

    def open(self) -> None:
        """Build the viewer's window, show the first position and open it over the page."""
        dialog = by_id(DIALOG_ID)
        if dialog is None:
            dialog = h("dialog", {"id": DIALOG_ID, "class": "replay-dialog", "aria-labelledby": "replay-title"})
            document.body.appendChild(dialog)
        names = self.game.names
        close_label = t("replay.back_to_game") if self.host.session is not None else t("replay.close")
        fill(dialog,
             h("header", {"class": "replay-head"},
               h("h2", {"class": "dialog-title replay-title", "id": "replay-title",
                        "text": t("replay.title", a=names[0], b=names[1])}),
               button(close_label, "replay:close", cls="button button-quiet replay-close")),
             h("div", {"class": "replay-layout"},
               h("div", {"class": "replay-main"},
                 h("div", {"class": "table replay-table", "aria-label": t("replay.board")},
                   h("section", {"class": "side side-opponent side-top", "id": "replay-top"}),
                   h("section", {"class": "tavern"}, h("div", {"class": "tavern-board", "id": "replay-tavern"})),
                   h("section", {"class": "side side-you side-bottom", "id": "replay-bottom"}),
                   h("section", {"class": "turn replay-turn", "id": "replay-turn", "aria-live": "polite"})),
                 self._controls(),
                 h("section", {"class": "replay-scores", "id": "replay-scores"})),
               h("aside", {"class": "replay-log", "aria-label": t("replay.log")},
                 h("h2", {"class": "panel-title", "text": t("replay.log")}),
                 h("div", {"class": "log-box", "role": "log", "aria-label": t("replay.log")},
                   h("ol", {"class": "log-list replay-log-list", "id": "replay-log-list"},
                     log_items(self.game.log, ROUNDS))))))
        for item in dialog.querySelectorAll('.log-result-button[data-act^="ui:round:"]'):
            item.dataset.act = "replay:round-result:" + item.dataset.act.rsplit(":", 1)[1]
        # keys on the whole page: focus may sit on a line the log has just hidden (then on <body>)
        for target, event, handler in ((document, "keydown", self.on_key), (dialog, "close", self.on_close),
                                       (dialog, "cancel", self.on_cancel), (by_id("replay-slider"), "input", self.on_slide)):
            proxy = create_proxy(handler)
            capture = target == document  # before the board's own Escape handling
            self._proxies.append((target, event, proxy, capture))
            target.addEventListener(event, proxy, capture)
        self.host.popover.close()
        dialog.appendChild(self.host.popover.el)  # score windows open inside the top layer
        dialogs.close_all()
        self.show(self.start)
        if not dialog.open:
            dialog.showModal()
        if self.index:
            self._log(self.game.steps[self.index])  # the log is laid out only now: scroll to the move
        dialog.scrollTop = 0
        by_id("replay-next" if self.start < self.game.moves else "replay-prev").focus()

    def _controls(self) -> Any:
        """First, Back, the slider, Forward, Last; then a button for each round."""
        moves = self.game.moves
        rounds = []
        for r in range(1, ROUNDS + 1):
            start = self.game.round_start(r)
            if start is None:
                rounds.append(button(str(r), f"replay:round:{r}", cls="replay-round",
                                     disabled_reason=t("replay.round_not_reached", round=r),
                                     aria_label=t("replay.round_button", round=r), data_round=str(r)))
            else:
                rounds.append(button(str(r), f"replay:round:{r}", cls="replay-round",
                                     aria_label=t("replay.round_button", round=r), data_round=str(r)))
        return h("nav", {"class": "replay-controls", "aria-label": t("replay.controls")},
                 h("div", {"class": "replay-steppers"},
                   button(t("replay.first"), "replay:first", _end_icon(flip=False),
                          cls="button button-quiet replay-step", id="replay-first"),
                   button(t("replay.prev"), "replay:prev", h("span", {"aria-hidden": "true", "text": "◀"}),
                          h("span", {"class": "replay-step-word", "text": t("replay.prev_short")}),
                          cls="button button-quiet replay-step", id="replay-prev"),
                   h("input", {"type": "range", "class": "replay-slider", "id": "replay-slider", "min": "0",
                               "max": str(moves), "value": "0", "step": "1", "aria-label": t("replay.slider")}),
                   button(t("replay.next"), "replay:next",
                          h("span", {"class": "replay-step-word", "text": t("replay.next_short")}),
                          h("span", {"aria-hidden": "true", "text": "▶"}),
                          cls="button button-primary replay-step", id="replay-next"),
                   button(t("replay.last"), "replay:last", _end_icon(flip=True),
                          cls="button button-quiet replay-step", id="replay-last")),
                 h("div", {"class": "replay-rounds", "role": "group", "aria-label": t("replay.rounds")},
                   h("span", {"class": "replay-rounds-label", "aria-hidden": "true", "text": t("replay.rounds_short")}),
                   rounds),
                 h("p", {"class": "replay-keys", "text": t("replay.keys")}))

    # --- moving --------------------------------------------------------------------------

    def show(self, index: int, animate: bool = False) -> None:
        """Draw the position after move `index` (0: the table before the first move)."""
        self.index = self.game.clamp(index)
        step = self.game.steps[self.index]
        names = self.game.names
        board = view.board(step.state, names)
        dialog = by_id(DIALOG_ID)
        dialog.dataset.step = str(self.index)
        dialog.dataset.round = str(step.round)
        self._tavern(step, board, animate)
        for seat_no, region in ((1, "replay-top"), (0, "replay-bottom")):
            moving = board["to_move"] == seat_no and not board["over"]
            self._region(region, (board["supply"][seat_no], board["tricks"][seat_no], board["trick_used"][seat_no],
                                  board["scores"][seat_no], moving, board["over"]),
                         lambda n=seat_no, m=moving: seat(board, n, names[n], role_of(self.game.players[n]), m))
        self._region("replay-scores", (board["strengths"], board["tricks"], board["to_come"], board["scores"]),
                     lambda: score_table(board, names))
        fill(by_id("replay-turn"), *self._panel(step, board))
        colour = SEAT_COLOURS[step.mover] if step.mover >= 0 else "none"
        by_id("replay-turn").className = f"turn replay-turn seat-{colour}"
        self._log(step)
        self._controls_state(step)

    def _region(self, region_id: str, key: Any, build: Callable[[], list[Any]]) -> None:
        """Redraw a region only when what it shows has changed."""
        text = repr(key)
        if self._drawn.get(region_id) != text:
            fill(by_id(region_id), *build())
            self._drawn[region_id] = text

    def _tavern(self, step: Any, board: dict, animate: bool) -> None:
        """The tavern as it was; after a Shanghai, that round's share-out with arrows to the takers."""
        names = self.game.names
        overview = view.round_result(step.state.rounds[-1], names) if step.shanghai else None
        fits: set[int] = set()
        if step.state.phase == ROLLED and step.state.direction:
            fits = {i for i, slot in enumerate(board["tavern"]) if slot["number"] in board["dice"]}
        opts = TavernOptions(names, preview=True, fits=fits, overview=overview, animate=animate and overview is not None)
        self._region("replay-tavern", (self.index if overview else None, board["tavern"], board["preview"],
                                       board["direction"], board["trick_used"], sorted(fits), opts.animate),
                     lambda: tavern(board, opts))
        caption = by_id("overview-caption")
        if caption is not None and not is_null(caption.closest(f"#{DIALOG_ID}")):
            caption.removeAttribute("id")  # the board's own overview may use that id

    def _panel(self, step: Any, board: dict) -> list[Any]:
        """Where we are ("Round 3, move 12 of 140") and who did what, with the dice on the table."""
        game = self.game
        names = game.names
        if self.index == 0:
            where = t("replay.at_start", count=game.moves)
            what = t("replay.starts", name=names[game.steps[0].state.start])
        else:
            where = t("replay.position", round=step.round, move=self.index, total=game.moves)
            what = entry_text(game.log[step.log_index])
        colour = SEAT_COLOURS[step.mover] if step.mover >= 0 else "none"
        parts: list[Any] = [
            h("p", {"class": "banner replay-where", "id": "replay-where", "text": where}),
            h("p", {"class": "replay-what", "id": "replay-what"},
              h("span", {"class": f"seat-dot dot-{colour}", "aria-hidden": "true"}), h("span", {"text": what})),
        ]
        if self.index in self.notes:
            parts.append(h("p", {"class": "replay-review-note", "id": "replay-review-note", "text": self.notes[self.index]}))
        dice = rolled_dice(board, TurnOptions(names, (False, False)), False) if board["dice"] else None
        if dice is not None:
            parts.append(h("div", {"class": "turn-body"}, dice))
        if board["over"]:
            parts.append(h("div", {"class": "turn-body replay-end"},
                           h("p", {"class": "replay-result", "text": result_line(board, names)}),
                           button(t("replay.final"), "replay:final", cls="button button-primary")))
        elif self.index == game.moves and not game.finished:
            parts.append(h("p", {"class": "replay-note", "text": t("replay.unfinished")}))
        return parts

    def _log(self, step: Any) -> None:
        """The log as it stood: later lines hidden, this move's line marked, results of finished rounds only."""
        log_list = by_id("replay-log-list")
        items = log_list.children
        shown = step.log_length
        for i in range(min(shown, self._shown), max(shown, self._shown)):
            items.item(i).hidden = i >= shown
        self._shown = shown
        finished = len(step.state.rounds)
        for result in log_list.querySelectorAll(".log-result-button"):
            result.hidden = int(result.dataset.act.rsplit(":", 1)[1]) > finished
        if self._current_item is not None:
            self._current_item.classList.remove("log-current")
            self._current_item.removeAttribute("aria-current")
        self._current_item = items.item(step.log_index) if step.log_index >= 0 else None
        if self._current_item is not None:
            self._current_item.classList.add("log-current")
            self._current_item.setAttribute("aria-current", "step")
            top = self._current_item.offsetTop
            if top < log_list.scrollTop or top + self._current_item.offsetHeight > log_list.scrollTop + log_list.clientHeight:
                log_list.scrollTop = max(0, top - log_list.clientHeight // 2)
        else:
            log_list.scrollTop = 0

    def _controls_state(self, step: Any) -> None:
        """Disable what cannot move further, set the slider, mark the round on show."""
        at_start, at_end = self.index == 0, self.index == self.game.moves
        for control_id, off in (("replay-first", at_start), ("replay-prev", at_start),
                                ("replay-next", at_end), ("replay-last", at_end)):
            el = by_id(control_id)
            if off:
                el.setAttribute("aria-disabled", "true")
            else:
                el.removeAttribute("aria-disabled")
        slider = by_id("replay-slider")
        slider.value = str(self.index)
        slider.setAttribute("aria-valuetext", by_id("replay-where").textContent)
        for el in document.querySelectorAll(f"#{DIALOG_ID} .replay-round"):
            if el.getAttribute("data-round") == str(step.round):
                el.setAttribute("aria-current", "step")
            else:
                el.removeAttribute("aria-current")

    # --- commands and keys -----------------------------------------------------------------

    def command(self, verb: str, arg: str) -> None:
        """Carry out one of the viewer's buttons."""
        game = self.game
        if verb == "first":
            self.show(0)
        elif verb == "prev":
            self.show(self.index - 1)
        elif verb == "next":
            self.show(self.index + 1, animate=True)
        elif verb == "last":
            self.show(game.moves)
        elif verb == "round" and arg.isdigit():
            start = game.round_start(int(arg))
            if start is not None:
                self.show(start)
        elif verb == "prev-round":
            self.show(self._round_step(-1))
        elif verb == "next-round":
            self.show(self._round_step(+1))
        elif verb == "round-result" and arg.isdigit():
            self.show_round(int(arg))
        elif verb == "final":
            self.show_final()
        elif verb == "close":
            by_id(DIALOG_ID).close()

    def _round_step(self, direction: int) -> int:
        """The first move of the round before or after the one on show (or the very start or end)."""
        step = self.game.steps[self.index]
        if direction < 0:
            start = self.game.round_start(step.round)
            if start is not None and start < self.index:
                return start
            earlier = self.game.round_start(step.round - 1)
            return earlier if earlier is not None else 0
        later = self.game.round_start(step.round + 1) if self.index else self.game.round_start(1)
        return later if later is not None else self.game.moves

    def show_round(self, number: int) -> None:
        """The share-out of an earlier round of this game, over the viewer."""
        rounds = self.game.steps[self.index].state.rounds
        if 1 <= number <= len(rounds):
            result = view.round_result(rounds[number - 1], self.game.names)
            dialogs.show_info(round_window(result, self.game.names), "round-title")

    def show_final(self) -> None:
        """The final scoring of this game, over the viewer (without the board's Play again)."""
        board = view.board(self.game.steps[-1].state, self.game.names)
        children = final_scoring(board, self.game.names)[:-1]
        children.append(h("div", {"class": "dialog-buttons"},
                          button(t("replay.close"), "ui:close-dialog", cls="button button-primary")))
        dialogs.show_info(children, "end-title")

    def on_key(self, event: Any) -> None:
        """Left/Right step, Home/End jump to the ends, Page Up/Down go by round."""
        self._escaping_window = False
        dialog = by_id(DIALOG_ID)
        target = event.target
        inside = target.closest("dialog") if hasattr(target, "closest") else None
        if dialog is None or not dialog.open or (not is_null(inside) and inside != dialog):
            return  # a window over the viewer has the keys
        if event.key == "Escape" and not self.host.popover.el.hidden:
            self._escaping_window = True  # the board closes the window; the viewer stays
            event.preventDefault()
            return
        if event.key not in KEYS or event.altKey or event.ctrlKey or event.metaKey:
            return
        event.preventDefault()
        verb = {"ArrowLeft": "prev", "ArrowRight": "next", "Home": "first", "End": "last",
                "PageUp": "prev-round", "PageDown": "next-round"}[event.key]
        self.command(verb, "")

    def on_slide(self, event: Any) -> None:
        """The slider moved: show that move."""
        value = str(event.target.value)
        if value.isdigit() and int(value) != self.index:
            self.show(int(value))

    def on_cancel(self, event: Any) -> None:
        """Escape closes an open score window first, the viewer only after."""
        if self._escaping_window or not self.host.popover.el.hidden:
            event.preventDefault()
            self.host.popover.close()
        self._escaping_window = False

    def on_close(self, _: Any) -> None:
        """The viewer closed: give the score window back to the page and return where the player was."""
        host = self.host
        self.detach()
        host.popover.close()
        document.body.appendChild(host.popover.el)
        if host.replay is self:
            host.replay = None
        if self.back is not None:
            self.back()
        elif host.session is None:
            host.offer_start()
        elif not is_null(self.returning_to) and self.returning_to.isConnected and self.returning_to != document.body:
            self.returning_to.focus()

    def detach(self) -> None:
        """Stop listening to the viewer's window (it closed, or another game takes it over)."""
        for target, event, proxy, capture in self._proxies:
            target.removeEventListener(event, proxy, capture)
        self._proxies = []

    # --- the board's score windows ask for this -------------------------------------------

    def holds(self, element: Any) -> bool:
        """True if `element` lies inside the viewer."""
        return not is_null(element) and not is_null(element.closest(f"#{DIALOG_ID}"))

    def board(self) -> dict:
        """The board view of the position on show."""
        return view.board(self.game.steps[self.index].state, self.game.names)

    @property
    def names(self) -> tuple[str, str]:
        """Both display names of the game on show."""
        return self.game.names


def _end_icon(flip: bool) -> Any:
    """A bar and a triangle: to the start (or, flipped, to the end); drawn, as fonts may lack the glyph."""
    return s("svg", {"class": "replay-end-icon" + (" flip" if flip else ""), "viewBox": "0 0 16 16",
                     "aria-hidden": "true", "focusable": "false"},
             s("path", {"d": "M2.5 2h2.5v12H2.5z M14 2v12L5.5 8z", "fill": "currentColor"}))


def open_replay(host: Host, state: Any, players: Any, back: Callable[[], None] | None = None,
                start: int = 0, notes: dict[int, str] | None = None) -> None:
    """Open the replay viewer on a game (finished or not) at move `start`; `players` as a record or
    the board has them; `notes` maps a move number to a line shown under it.

    Nothing is saved or changed. Closing it returns to the board (or runs `back`); with no game on
    the table it offers what the page offers at start.
    """
    viewer = Viewer(host, ReplayGame(state, players), back, start, notes)
    if host.replay is not None:  # a shared link opened over the viewer: the new game takes its place
        viewer.back, viewer.returning_to = host.replay.back, host.replay.returning_to
        host.replay.detach()
    host.replay = viewer
    viewer.open()


def dispatch(host: Host, act: str, el: Any) -> None:
    """Carry out a `replay:` command (act without its prefix); `watch` opens the game on the table."""
    verb, _, arg = act.partition(":")
    if verb == "watch":
        if host.session is not None:  # from the final scoring, closing the viewer goes back to it
            from_scoring = el is not None and not is_null(el.closest("#dialog-info"))
            open_replay(host, host.session.state, host.session.players, back=host.show_final if from_scoring else None)
        return
    viewer = host.replay
    if viewer is not None:
        viewer.command(verb, arg)
