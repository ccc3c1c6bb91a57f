"""The Shanghai rummy board: the controller between the page and the engine. It keeps the game
(a Record), the seat's selection and melds put aside, runs the computer's turns in a task, saves
after every move and brings the game back exactly on reload."""

from __future__ import annotations

import asyncio
import json
import random
import time
from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from game import saves
from game.rummy import cards as C
from game.rummy.ui import faces
from game.rummy.ui.stats import Look, StatsDialog, level_namer
from game.saves.memory import MemoryStorage
from game.ui.browser import back_on_screen, document, local_storage, on, on_screen, url_param, window
from game.ui.dom import fill, h, is_null
from game.ui.i18n import current_language, t

from ..descriptor import DESCRIPTOR
from ..ai.view import SeatViews
from ..record import Record
from ..state import BUY, State
from . import advice, computer, drop, linking, panels, reasons, render, replaying, sharing, tips, undo
from .chronicle import Chronicle, install_words
from .dialogs import Dialogs
from .drag import HandDrag
from .expert import Expert
from .handorder import in_order, moved
from .menu import BoardMenu
from .phoneview import PhoneView
from .replay import Replay
from .shelfwindow import SavedGames
from .seatview import Control, SeatView, arrange, sort_hand, without
from .setup import LEVELS, new_record, seat_names, stored_form, stored_setup

GAME_ID = DESCRIPTOR.id
PACES = {"slow": 1400, "normal": 800, "fast": 300, "instant": 0}


class RummyBoard:
    """One board on the page, for one game at a time."""

    def __init__(self, place: Any):
        """Build the board's frame into its place and resume the current game, or ask for a new one."""
        install_words()
        self.place = place
        self.host = place.host
        self.host.classList.add("sr-board")
        self.storage = local_storage() or MemoryStorage()
        self.shelf = saves.shelf_for(GAME_ID)
        self.settings = self._load_json(self.shelf.keys.settings) or {}
        self.pace = url_param("pace") or str(self.settings.get("pace", "normal"))
        seed = url_param("seed")
        self.seed = int(seed) if seed and seed.isdigit() else random.randrange(1 << 30)
        self.record: Record | None = None
        self.chron = Chronicle()
        self.views: SeatViews | None = None
        self.steps = undo.Steps()
        self.replay: Replay | None = None  # a finished game shown step by step, every hand open
        self.expert = Expert(lambda: self.state, self.render, self.say)
        self.quiet = False  # the computer plays on at once: draw the table once it stops
        self.game_id: str | None = None
        self.rev = 0
        self.seen = 0
        self.selected: list[int] = []
        self.staged: list[list[int]] = []
        self.sort_by = "suit"
        self.revealed: int | None = None
        self.thinking: int | None = None
        self.skip = False
        self.task: Any = None
        self.think_ms: list[float] = []
        self.slice_max: list[float] = []
        self.notice = h("p", {"class": "sr-notice", "role": "status", "aria-live": "polite"})
        self.area = h("div", {"class": "sr-area"})
        self.dialog_box = h("div", {"class": "sr-dialogs"})
        fill(self.host, self.notice, self.area, self.dialog_box)
        self.phone = PhoneView(self.area)
        self.dialogs = Dialogs(self.dialog_box, self.may_cancel, lambda: on_screen(GAME_ID))
        self.shelf_window = SavedGames(self.storage, self.shelf, self.dialogs, self.open_saved, self.say)
        self.menu = BoardMenu(place, GAME_ID, (("new", "sr.menu.new"), ("sheet", "sr.menu.scores"),
                                               ("saved", "sr.menu.saved")),
                              (("rules", "sr.menu.rules"), ("share", "sr.menu.share"), ("stats", "rs.menu")),
                              self.on_menu)
        self.stats = StatsDialog(self.host, self.storage, self.shelf, LEVELS, level_namer("sr.level."),
                                 Look("sr-stats", "sr-dialog", "sr-dialog-actions"))
        on(self.host, "click", self.on_click)
        self.orders: dict[int, list[int]] = {}  # per seat: its own order of its cards (by dragging)
        self.drag = HandDrag(self.host, self.dropped)
        on(self.host, "change", self.on_change)
        self._resume()

    # --- storage ---------------------------------------------------------------------------------
    def _load_json(self, key: str) -> dict | None:
        try:
            raw = self.storage.getItem(key)
            value = json.loads(raw) if isinstance(raw, str) else None
        except (ValueError, TypeError):
            return None
        return value if isinstance(value, dict) else None

    def _save_json(self, key: str, value: dict) -> None:
        try:
            self.storage.setItem(key, json.dumps(value))
        except Exception:  # noqa: BLE001 (a full or refusing storage: the choice is kept for this visit)
            pass

    def _resume(self) -> None:
        if self.take_up_link():
            return
        current = saves.get_current(self.storage, shelf=self.shelf)
        if current:
            try:
                self._load(current)
                return
            except (saves.NotFound, saves.Unreadable) as err:
                self.say(getattr(getattr(err, "notice", None), "message", "") or str(err))
        self.render()
        self.open_new_game(can_cancel=False)

    def take_up_link(self) -> bool:
        """Open the game a shared link in the address carries (saved as a new game), then put the
        board's plain address back so a reload does not take it up twice; False when there is none."""
        fragment = sharing.fragment_in(str(window.location.hash or ""))
        if fragment is None:
            return False
        linking.plain_address(window.location, window.history)
        taken = linking.take_up(self.storage, fragment)
        if taken.game_id is not None:
            self._load(taken.game_id)
        self.say(taken.message)
        return taken.game_id is not None

    def _load(self, game_id: str) -> None:
        game = saves.load_game(self.storage, game_id, shelf=self.shelf)
        record = game.state
        record.players = list(game.players or record.players)
        self._start(record, game_id, game.rev, int(game.x.get("seen", 0) or 0))
        saves.set_current(self.storage, game_id, shelf=self.shelf)

    def _start(self, record: Record, game_id: str, rev: int, seen: int) -> None:
        self.record, self.game_id, self.rev = record, game_id, rev
        s = record.state
        self.views = SeatViews(State(s.n, s.dealer0, s.packs, s.decks, s.buys))
        self.steps = undo.Steps()
        self.chron = Chronicle.of(s, undo.Watchers(self.views, self.steps))
        self.seen = min(seen, len(self.chron.hands))
        self.selected, self.staged, self.revealed, self.skip = [], [], None, False
        self.replay, self.orders = None, {}
        self.close_dialogs()
        self.render()
        self.after_move(shown_hands=self.seen)

    def autosave(self) -> None:
        """Save the game as it stands (and mark it as the one to resume)."""
        if self.record is None or self.game_id is None:
            return
        result = saves.autosave(self.storage, self.game_id, self.record, self.record.players, {"seen": self.seen},
                                base_rev=self.rev, shelf=self.shelf)
        if result.ok:
            self.rev = result.rev
            saves.set_current(self.storage, self.game_id, shelf=self.shelf)
        elif result.message:
            self.say(result.message)

    # --- who is who ------------------------------------------------------------------------------
    @property
    def state(self) -> State | None:
        """The position in play."""
        return self.record.state if self.record else None

    def names(self) -> tuple[str, ...]:
        """The players' names."""
        assert self.record is not None
        return tuple(str(p.get("name") or t("sr.player_n", seat=i + 1)) for i, p in enumerate(self.record.players))

    def people(self) -> tuple[bool, ...]:
        """Per seat: a person on this device."""
        assert self.record is not None
        return tuple(p.get("type") != "ai" for p in self.record.players)

    def viewer(self) -> int | None:
        """The seat whose hand is shown: the one person, or the person who has revealed it."""
        people = [i for i, x in enumerate(self.people()) if x]
        if len(people) == 1:
            return people[0]
        return self.revealed

    def waiting_for(self) -> int | None:
        """The person the device should be handed to before their hand shows, else None."""
        s = self.state
        if s is None or s.over or sum(self.people()) < 2:
            return None
        who = s.current_player()
        return who if who is not None and self.people()[who] and self.revealed != who else None

    def display(self) -> list[int]:
        """The viewer's hand as shown: sorted, the melds put aside left out."""
        v = self.viewer()
        if self.state is None or v is None:
            return []
        cards = without(self.state.hands[v], [c for m in self.staged for c in m])
        order = self.orders.get(v)
        return in_order(cards, order, sort_hand(cards, self.sort_by)) if order else sort_hand(cards, self.sort_by)

    def dropped(self, what: str, source: Any, where: str, place: int) -> None:
        """A drag ended (drag.HandDrag): play, reorder or pick what it means (drop.meaning)."""
        if self.seat_view() is None or self.waiting_for() is not None:
            return
        done = drop.meaning(what, source, where, place, self.seat_view_with)
        if done is None:
            return
        if done.order is not None:
            self.reorder(*done.order)
            return
        if done.selected is not None:
            self.selected = list(done.selected)
        if done.move:
            self.play(done.move)
            return
        if done.selected is not None:
            self.render()  # the card stays picked: both ends are offered on the meld, or the reason is said
        self.say(done.say)

    def reorder(self, src: int, dst: int) -> None:
        """A card of the hand dragged from position `src` to `dst`: the hand keeps that order."""
        v = self.viewer()
        if v is None:
            return
        self.orders[v], self.selected = moved(self.display(), src, dst), []
        self.render()

    def seat_view(self) -> SeatView | None:
        """The viewer's controls at this moment."""
        return self.seat_view_with(self.selected) if self.viewer() is not None else None

    def seat_view_with(self, selected: Sequence[int]) -> SeatView:
        """The viewer's controls with the cards at positions `selected` of the hand shown picked."""
        v = self.viewer()
        assert self.state is not None and v is not None
        shown = self.display()
        picked = [shown[i] for i in selected if i < len(shown)]
        return SeatView(self.state, v, self.names(), picked, self.staged)

    # --- drawing ---------------------------------------------------------------------------------
    def leave(self) -> None:
        """The address has left this board: close its windows (the statistics too); one the
        computer's play asks for while it is away (a hand's result) waits for come_back()."""
        self.dialogs.close()
        for dialog in list(self.host.querySelectorAll("dialog[open]")):
            dialog.close()

    def come_back(self) -> None:
        """The address has come back to this board: draw it, and with no game ask for one."""
        self.render()
        self.dialogs.resume()
        if self.dialogs.is_open():
            return
        if self.state is None:
            self.open_new_game(can_cancel=False)
        elif self.seen < len(self.chron.hands):
            self.show_hand_end()  # closed by leave() and still to be acknowledged

    def render(self) -> None:
        """Draw the board from the game (also after a change of language, or when the address comes
        back to this board, perhaps with a shared game in it)."""
        if sharing.fragment_in(str(window.location.hash or "")) is not None and self.take_up_link():
            return
        self.menu.relabel()
        s = self.state
        if s is None:
            fill(self.area)
            document.title = DESCRIPTOR.name(current_language())
            self.mark()
            return
        document.title = t("sr.page_title", hand=s.h)
        self.dialogs.relanguage()
        if self.stats.dialog.open:
            self.stats.draw()
        if self.replay is not None:
            replaying.draw(self.area, self.replay, self.names(), self.people())
            self.scroll_log()
            self.mark()
            return
        viewer = None if self.waiting_for() is not None else self.viewer()
        display = self.display() if viewer is not None else []
        scene = render.Scene(self.names(), self.people(), viewer, tuple(display), tuple(self.selected),
                             tuple(tuple(m) for m in self.staged), self.thinking,
                             bool(self.settings.get("highlight", False)), self.waiting_for(),
                             self.undo_control(viewer),
                             hint=self.expert.control(s, viewer, self.names(), self.thinking),
                             hint_card=self.expert.card(), hint_pile=self.expert.on_pile(),
                             tip=tips.next_tip(s, viewer, self.settings.get("tips_seen", [])) if viewer is not None else None)
        active = document.activeElement
        had_focus = not is_null(active) and self.area.contains(active)
        act = str(active.getAttribute("data-act") or "") if had_focus else ""
        index = str(active.getAttribute("data-index") or "") if had_focus else ""
        render.board(self.area, s, self.chron, scene, self.seat_view() if viewer is not None else None,
                     render.tools(self.pace, ("slow", "normal", "fast"), self.settings, self.thinking is not None))
        if had_focus:  # the redraw replaced the focused control: focus its successor
            selector = f'[data-act="{act}"]' + (f'[data-index="{index}"]' if index else "")
            for candidate in (selector, ".sr-hand button", "button:not([aria-disabled])"):
                found = self.area.querySelector(candidate) if act or candidate != selector else None
                if found is not None and not is_null(found):
                    found.focus()
                    break
        self.scroll_log()
        self.mark()
        self.show_hand(viewer)

    def show_hand(self, viewer: int | None) -> None:
        """On a phone, bring the piles and the hand into view when a person's decision comes up."""
        s = self.state
        if s is not None and viewer is not None and s.current_player() == viewer:
            self.phone.decision(len(s.moves), viewer)

    def scroll_log(self) -> None:
        """Keep the newest line of the story in view."""
        lines = self.area.querySelector(".sr-log-scroll")
        if not is_null(lines):
            lines.scrollTop = lines.scrollHeight

    def act_hint(self, el: Any) -> None:
        """Ask the expert what to do, without freezing the page."""
        s, v = self.state, self.viewer()
        if s is not None and v is not None and self.views is not None:
            asyncio.ensure_future(self.expert.ask(v, self.views.of(v), self.seed + len(s.moves)))

    def auto_pass(self) -> bool:
        """Let the discard go for a person who asked to be offered only cards that fit their hand;
        True when it did."""
        s = self.state
        if s is None or s.over or s.step != BUY or not self.settings.get("buy_fits", False):
            return False
        who = s.current_player()
        if who is None or not self.people()[who] or advice.fits(s, who, s.pile[-1]):
            return False
        card = s.pile[-1]
        self.play("pass")
        self.say(t("sr.auto_pass", card=t(f"card.{C.code(card)}")))
        return True

    def undo_control(self, viewer: int | None) -> Control | None:
        """Taking back the viewer's last move: enabled exactly when it revealed nothing new."""
        s = self.state
        if s is None or viewer is None:
            return None
        fault = undo.fault_now(self.steps.steps, viewer, s.current_player(), self.thinking is not None)
        return Control("undo", t(fault) if fault else "")

    def phase(self) -> str:
        """What the board waits for: new, person, computer, hand-end, over (the tests' marker)."""
        s = self.state
        if s is None:
            return "new"
        if self.replay is not None:
            return "replay"
        if self.seen < len(self.chron.hands):
            return "hand-end"
        if s.over:
            return "over"
        who = s.current_player()
        return "person" if who is not None and self.people()[who] else "computer"

    def mark(self) -> None:
        """Set the markers the page's tests wait on."""
        self.host.dataset.phase = self.phase()
        self.host.dataset.ai = "busy" if self.thinking is not None else "idle"
        s = self.state
        self.host.dataset.moves = str(len(s.moves)) if s else "0"
        self.host.dataset.hand = str(s.h) if s else "0"
        self.host.dataset.thinkMs = ",".join(f"{x:.1f}" for x in self.think_ms[-200:])
        self.host.dataset.sliceMs = ",".join(f"{x:.1f}" for x in self.slice_max[-200:])

    def say(self, text: str) -> None:
        """Tell the player something (a reason, a refusal) in the status line."""
        self.notice.textContent = text

    # --- dialogs ---------------------------------------------------------------------------------
    def show_dialog(self, build: Any) -> None:
        """Open the window `build()` makes (closing any other; built again on a change of language)."""
        self.dialogs.show(build)

    def close_dialogs(self) -> None:
        """Close every window."""
        self.dialogs.close()

    def may_cancel(self, dialog_id: str) -> bool:
        """Whether Escape may close a window: not one the game waits on (a new game with none to go
        back to, a hand's result)."""
        return not (dialog_id == "sr-hand-end" or dialog_id == "sr-new" and self.record is None)

    def open_new_game(self, can_cancel: bool = True) -> None:
        """Show the new-game form with the last choices (in a new language, with the choices made so far)."""
        cancel = can_cancel and self.record is not None
        stored = stored_setup(self._load_json(self.shelf.keys.setup) or {})

        def build() -> Any:
            form = self.dialogs.query("#sr-new")
            return panels.new_game(stored if is_null(form) else panels.read_new_game(form), cancel)
        self.show_dialog(build)

    def start_new(self) -> None:
        """Deal a new game from the form."""
        setup = panels.read_new_game(self.dialog_box)
        fault = setup.fault()
        if fault:
            self.dialog_box.querySelector("#sr-new-fault").textContent = t(fault)
            return
        self._save_json(self.shelf.keys.setup, stored_form(setup))
        names = seat_names(setup, t("sr.you"), {})
        record = new_record(setup, names, self.seed)
        self.seed = (self.seed * 1103515245 + 12345) % (1 << 30)
        game_id = saves.new_game_id()
        self.rev = 0
        self.game_id = game_id
        self.record = record
        self.seen = 0
        self.autosave()
        self._start(record, game_id, self.rev, 0)

    def show_hand_end(self) -> None:
        """The result of the first hand not yet acknowledged."""
        s = self.state
        assert s is not None
        result = self.chron.hands[self.seen]
        totals = [sum(r.points[p] for r in self.chron.hands[: self.seen + 1]) for p in range(s.n)]
        self.show_dialog(lambda: panels.hand_result(result, self.names(), totals, last=result.hand == 10))

    def show_ranking(self) -> None:
        """The final ranking."""
        assert self.state is not None
        totals = self.state.totals
        self.show_dialog(lambda: panels.ranking(self.names(), totals))

    # --- moves -----------------------------------------------------------------------------------
    def play(self, move: str) -> None:
        """Play a legal move, tell it, save, and move the table on."""
        s = self.state
        if s is None or s.why_not(move):
            return
        shown = len(self.chron.hands)
        mover = s.current_player()
        watchers = undo.Watchers(self.views, self.steps)
        watchers.before(s, move)
        self.chron.play(s, move)
        watchers.after(move)
        self.selected, self.staged = [], []
        self.expert.forget()
        if sum(self.people()) > 1 and s.current_player() != mover:
            self.revealed = None
        self.autosave()
        self.after_move(shown)

    def after_move(self, shown_hands: int) -> None:
        """After a move (or a resume): a hand's result, the end, or the next decision."""
        s = self.state
        if s is None:
            return
        if self.seen >= len(self.chron.hands) and self.auto_pass():
            return
        who = s.current_player()
        if who is not None and self.people()[who]:
            self.skip = False
        if self.seen < len(self.chron.hands):
            self.show_hand_end()
        elif s.over:
            saves.record_result(self.storage, self.shelf, self.game_id or "", self.record, self.record.players)
            self.show_ranking()
        if not self.quiet:
            self.render()
        self.kick()

    def kick(self) -> None:
        """Start the computer's turns if it is a computer's decision."""
        if self.task is None or self.task.done():
            self.task = asyncio.ensure_future(self.computer_turns())

    async def computer_turns(self) -> None:
        """Play the computer's decisions one by one at the chosen pace until a person decides."""
        try:
            while True:
                s = self.state
                if s is None or s.over or self.seen < len(self.chron.hands):
                    break
                seat = s.current_player()
                if seat is None or self.people()[seat]:
                    break
                self.thinking = seat
                delay = 0 if self.skip else PACES.get(self.pace, 800)
                self.quiet = not delay
                if not self.quiet:
                    self.render()
                if delay:
                    await asyncio.sleep(delay / 1000)
                if await back_on_screen(GAME_ID):
                    continue  # back from another screen: the pause again before the computer moves
                if self.state is not s or s.current_player() != seat:
                    continue
                level = str(self.record.players[seat].get("level") or "regular")
                start = time.perf_counter()
                assert self.views is not None
                move, slices = await computer.decide(s, self.views.of(seat), level, self.seed + len(s.moves))
                self.think_ms.append((time.perf_counter() - start) * 1000)
                self.slice_max.append(max(slices))
                if self.state is not s or s.current_player() != seat:
                    continue
                self.thinking = None
                self.play(move)
        finally:
            self.thinking = None
            self.quiet = False
            self.mark()
        self.render()

    # --- events ----------------------------------------------------------------------------------
    def on_click(self, event: Any) -> None:
        """Every click of the board goes through here (buttons carry data-act)."""
        el = event.target.closest("[data-act]")
        if self.drag.swallows_click(event) or is_null(el):
            return
        act = str(el.dataset.act)
        if el.getAttribute("aria-disabled") == "true":
            self.say(str(el.dataset.reason or ""))
            return
        self.say("")
        if replaying.is_step(act):
            self.replay_step(act)
            self.keep_focus(act)
            return
        handler = getattr(self, "act_" + act.replace("-", "_"), None)
        if handler is not None:
            handler(el)
            self.keep_focus(act)

    def on_menu(self, act: str, el: Any) -> None:
        """An entry of the board's menu chosen (in the bar or under "More")."""
        self.say("")
        handler = getattr(self, "act_" + act, None)
        if handler is not None:
            handler(el)

    def keep_focus(self, act: str) -> None:
        """After a redraw replaced the control just used, put the keyboard's focus back on the
        same control, else on the first card of the hand or the first usable control."""
        active = document.activeElement
        if not is_null(active) and active is not document.body and self.host.contains(active):
            return
        if not is_null(document.querySelector("dialog[open]")):
            return
        for selector in (f'.sr-area [data-act="{act}"]:not([aria-disabled])', ".sr-area .sr-hand button",
                         ".sr-area button:not([aria-disabled])"):
            found = self.area.querySelector(selector.replace(".sr-area ", ""))
            if not is_null(found):
                found.focus()
                return

    def _person_move(self, el: Any) -> None:
        move = str(el.dataset.move or "")
        s = self.state
        v = self.viewer()
        if s is None or v is None or s.current_player() != v or self.waiting_for() is not None:
            return
        fault = s.why_not(move)
        if fault:
            self.say(reasons.say(fault))
            return
        self.play(move)

    act_draw = act_take = act_buy = act_pass = act_discard = act_down = act_lay = act_swap = _person_move

    def act_undo(self, el: Any) -> None:
        """Take back the viewer's last move (when it revealed nothing new) and save the position."""
        s, record, v = self.state, self.record, self.viewer()
        control = self.undo_control(v)
        if s is None or record is None or self.game_id is None or control is None or not control.enabled:
            return
        self._start(replace(record, state=undo.without_last(s)), self.game_id, self.rev, self.seen)
        self.autosave()
        self.say(t("sr.undone"))

    def act_share(self, el: Any) -> None:
        """The share window: this game's link, or why it may not go in one."""
        record = self.record
        if record is None:
            return
        page = str(window.location.origin) + str(window.location.pathname)
        self.show_dialog(lambda: linking.share_window(record, self.shelf, page))
        linking.select_link(self.dialog_box)

    def act_copy_link(self, el: Any) -> None:
        """Copy the link to the clipboard (else leave it selected to copy by hand)."""
        linking.copy_link(self.dialog_box, window.navigator.clipboard)

    def act_replay(self, el: Any) -> None:
        """Replay a finished game (this one, or the saved game the button names)."""
        game_id = str(el.getAttribute("data-game") or "")
        if game_id and game_id != self.game_id:
            try:
                self._load(game_id)
            except (saves.NotFound, saves.Unreadable) as err:
                self.say(getattr(getattr(err, "notice", None), "message", "") or str(err))
                return
        if self.state is None or not self.state.over:
            return
        self.close_dialogs()
        self.replay = Replay(self.state)
        self.render()

    def replay_step(self, act: str) -> None:
        """A step of the replay (first, back, on, ... by move or by hand)."""
        if self.replay is not None:
            self.replay.go(act)
            self.render()

    def act_replay_close(self, el: Any) -> None:
        """Leave the replay for the table as the game ended."""
        self.replay = None
        self.render()

    def act_tip_ok(self, el: Any) -> None:
        """Dismiss a first-game tip for good."""
        seen = list(self.settings.get("tips_seen", []))
        seen.append(str(el.getAttribute("data-tip") or ""))
        self.settings["tips_seen"] = seen
        self._save_json(self.shelf.keys.settings, self.settings)
        self.render()

    def act_tip_none(self, el: Any) -> None:
        """Dismiss every first-game tip for good."""
        self.settings["tips_seen"] = list(tips.ALL)
        self._save_json(self.shelf.keys.settings, self.settings)
        self.render()

    def act_card(self, el: Any) -> None:
        """Select or unselect a card of the hand."""
        i = int(el.dataset.index)
        if i in self.selected:
            self.selected.remove(i)
        else:
            self.selected.append(i)
        self.render()
        self._refocus(f'[data-act="card"][data-index="{i}"]')

    def _refocus(self, selector: str) -> None:
        found = self.area.querySelector(selector)
        if not is_null(found):
            found.focus()

    def act_sort_suit(self, el: Any) -> None:
        """Sort the hand by suit."""
        self.sort_by, self.selected, self.orders = "suit", [], {}
        self.render()

    def act_sort_rank(self, el: Any) -> None:
        """Sort the hand by rank."""
        self.sort_by, self.selected, self.orders = "rank", [], {}
        self.render()

    def act_propose(self, el: Any) -> None:
        """Put aside the grouping the engine's helper finds (the fewest points left)."""
        view = self.seat_view()
        if view is not None:
            self.staged, self.selected = view.proposal(), []
            self.render()
            self._refocus('[data-act="down"]')

    def act_meld(self, el: Any) -> None:
        """Put the selected cards aside as one meld."""
        view = self.seat_view()
        if view is not None:
            self.staged.append(arrange(view.selected))
            self.selected = []
            self.render()
            self._refocus('[data-act="meld"]')

    def act_clear(self, el: Any) -> None:
        """Take the melds put aside back into the hand."""
        self.staged, self.selected = [], []
        self.render()

    def act_reveal(self, el: Any) -> None:
        """The next person is ready: show their hand."""
        s = self.state
        if s is not None:
            self.revealed = s.current_player()
            self.render()

    def act_skip(self, el: Any) -> None:
        """Let the computer play on without pauses until a person decides."""
        self.skip = True

    def act_next(self, el: Any) -> None:
        """A hand's result acknowledged: on to the next hand (or the final ranking)."""
        self.seen = min(self.seen + 1, len(self.chron.hands))
        self.close_dialogs()
        self.autosave()
        self.after_move(self.seen)

    def act_again(self, el: Any) -> None:
        """A new game with the same table."""
        self.open_new_game()

    def act_new(self, el: Any) -> None:
        """The new-game form."""
        self.open_new_game()

    def act_start(self, el: Any) -> None:
        """Deal the new game."""
        self.start_new()

    def act_close(self, el: Any) -> None:
        """Close the window."""
        self.close_dialogs()

    def act_sheet(self, el: Any) -> None:
        """The score sheet."""
        if self.record is not None:
            results = self.chron.hands[: self.seen]
            self.show_dialog(lambda: panels.score_sheet(results, self.names()))

    def act_stats(self, el: Any) -> None:
        """The statistics of finished games."""
        self.close_dialogs()
        self.stats.open()

    def act_score(self, el: Any) -> None:
        """A number of the score sheet tapped: say which cards it counts."""
        note = self.dialog_box.querySelector("#sr-score-note")
        if not is_null(note):
            note.textContent = str(el.getAttribute("aria-label"))

    def act_rules(self, el: Any) -> None:
        """The rules."""
        self.show_dialog(panels.rules)

    def act_saved(self, el: Any) -> None:
        """The saved games."""
        self.shelf_window.show()

    def act_open(self, el: Any) -> None:
        """Open a saved game."""
        self.open_saved(str(el.dataset.game))

    def open_saved(self, game_id: str) -> None:
        """Open a saved game on the board, or say why it cannot be read."""
        try:
            self._load(game_id)
        except (saves.NotFound, saves.Unreadable) as err:
            self.say(getattr(getattr(err, "notice", None), "message", "") or str(err))

    def act_export(self, el: Any) -> None:
        """Download a saved game's record."""
        self.shelf_window.export(str(el.dataset.game))

    def act_delete(self, el: Any) -> None:
        """Delete a saved game."""
        self.shelf_window.delete(str(el.dataset.game))

    def on_change(self, event: Any) -> None:
        """Form fields: the seat count, the pace, the highlight, a file to import."""
        target = event.target
        tid = str(target.id or "")
        if tid == "sr-seats":
            panels.show_seats(self.dialog_box, int(target.value))
        elif tid == "sr-pace":
            self.pace = str(target.value)
            self.settings["pace"] = self.pace
            self._save_json(self.shelf.keys.settings, self.settings)
        elif tid == "sr-buy-fits":
            self.settings["buy_fits"] = bool(target.checked)
            self._save_json(self.shelf.keys.settings, self.settings)
            self.after_move(len(self.chron.hands))  # a buy window open now follows the setting at once
        elif tid == "sr-highlight":
            self.settings["highlight"] = bool(target.checked)
            self._save_json(self.shelf.keys.settings, self.settings)
            self.render()
        elif tid == "sr-import" and target.files.length:
            self.shelf_window.import_file(target.files.item(0))


def main(place: Any) -> RummyBoard:
    """Start the board in its place on the page."""
    return RummyBoard(place)


__all__ = ["main", "RummyBoard", "faces", "window"]
