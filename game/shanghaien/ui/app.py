"""The board's controller: turns clicks into engine actions, autosaves the game record, and redraws
the board from `view.board()` after every change (the computer's turns: opponent.py)."""

from __future__ import annotations

import asyncio
import random
from typing import Any

from game import saves
from game.shanghaien import actions as A
from game.shanghaien import view
from game.shanghaien.descriptor import DESCRIPTOR
from game.shanghaien.legality import why_not
from game.shanghaien.state import ROLLED, ROLLING, START
from game.ui import page_text
from game.shanghaien.ui import dialogs, stats_screen
from game.ui.browser import create_proxy, document, on_screen, touch_screen, url_param, window
from game.ui.dom import button, by_id, fill, h, is_null
from game.shanghaien.ui.guide import TIPS, Guide, tip_panel
from game.ui.i18n import choose_language, current_language, set_language, set_touch, t
from game.shanghaien.ui.words import level_name
from game.shanghaien.ui.opponent import Opponent
from game.shanghaien.ui.pointer import Pointer
from game.shanghaien.ui.render_end import final_scoring, result_line, round_window
from game.shanghaien.ui.render_help import SECTIONS, help_contents
from game.shanghaien.ui.render_log import log_items, log_panel
from game.shanghaien.ui.render_scores import score_table
from game.shanghaien.ui.render_seats import role_of, seat
from game.shanghaien.ui.render_tavern import TavernOptions, tavern
from game.shanghaien.ui.render_turn import TurnOptions, no_game_panel, turn_panel
from game.shanghaien.ui.saves_ui import SavesUI
from game.shanghaien.ui.session import HUMAN, Session, Setup, new_session
from game.shanghaien.ui.settings import PACES, Settings
from game.shanghaien.ui.sound import Sound

# Where keyboard focus goes when the focused control disappears or closes: the next thing to do.
FOCUS_ORDER = ("#turn .choice-button", ".captain-button", "#turn .die-button:not([aria-disabled])",
               '#turn [data-act="ui:roll"]:not([aria-disabled])', '#turn [data-act="ui:shanghai"]:not([aria-disabled])',
               "#turn .button:not([aria-disabled])")


class App:
    """One board on one page."""

    def __init__(self) -> None:
        """Read the test hooks (?seed=N, ?pace=NAME) and the remembered settings."""
        seed_text = url_param("seed")
        self.fixed_seed = int(seed_text) if seed_text and seed_text.lstrip("-").isdigit() else None
        self.rng: random.Random = (random.Random(self.fixed_seed) if self.fixed_seed is not None
                                   else random.SystemRandom())
        self.saves = SavesUI(self)  # every read and write of localStorage
        self.settings: Settings = self.saves.keeper.settings()
        pace = url_param("pace")  # a test hook: overrides the remembered pace, without storing it
        self.pace_override: float | None = PACES.get(pace) if pace else None
        self.session: Session | None = None
        self.setup: Setup = self.saves.keeper.setup()
        self.pointer = Pointer(self.board_for)
        self.opponent = Opponent(self)
        self.sound = Sound()
        self.choice: tuple[str, ...] | None = None
        self.hint: str | None = None
        self.hint_act: str | None = None
        self.rolled_now = False
        self.animated_round = -1
        self.generation = 0  # a new game bumps it: work for an older game stops
        self._proxies: list[Any] = []
        self._tasks: set[asyncio.Task] = set()
        self._drawn: dict[str, Any] = {}  # what each region shows now (see _region)
        self.replay: Any = None  # the replay viewer while it is open (replay_view.Viewer)
        self.guide = Guide(self.settings.guide, self.settings.tips)
        self.info: tuple[str, int] | None = None  # what the info window shows: ("round", n) or ("final", 0)
        self.help_section: str | None = None  # the rules help is open at this section

    def spawn(self, coroutine: Any) -> None:
        """Run a coroutine in the page's event loop, keeping it referenced until it ends."""
        task = asyncio.ensure_future(coroutine)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    # --- start-up ------------------------------------------------------------------------

    def start(self) -> None:
        """Wire the page's events, resume a saved game or open the new-game dialog."""
        for event, handler in (("click", self.on_click), ("keydown", self.on_key),
                               ("mouseover", self.pointer.on_hover), ("mouseout", self.pointer.on_unhover),
                               ("focusin", self.pointer.on_focus), ("focusout", self.pointer.on_blur),
                               ("change", self.on_change)):
            proxy = create_proxy(handler)
            self._proxies.append(proxy)
            document.addEventListener(event, proxy)
        proxy = create_proxy(self.on_cancel)
        self._proxies.append(proxy)
        document.addEventListener("cancel", proxy, True)  # "cancel" does not bubble: catch it on the way down
        proxy = create_proxy(self.on_help_closed)
        self._proxies.append(proxy)
        by_id("dialog-help").addEventListener("close", proxy)
        dialogs.show_settings(self.settings)
        set_touch(touch_screen())
        self.apply_language(choose_language(self.settings.language, list(window.navigator.languages or [])))
        found = self.saves.start()
        self.session = found.session
        if self.session is None:
            self.render()
        else:
            self.animated_round = len(self.session.state.rounds)
            self.render()
            self.continue_play()
        self.saves.after_start(found)
        section = str(window.location.hash or "").removeprefix("#help-")
        if section in SECTIONS and self.session is not None:
            self.open_help(section)
        stats_screen.install()

    # --- drawing -------------------------------------------------------------------------

    def board_for(self, anchor: Any) -> tuple[Any, tuple[str, str]] | None:
        """The board view and names a score window at `anchor` draws from (the replay viewer's for a
        number inside it), or None with no game."""
        if self.replay is not None and self.replay.holds(anchor):
            return self.replay.board(), self.replay.names
        if self.session is None:
            return None
        return view.board(self.session.state, self.names()), self.names()

    @property
    def popover(self) -> Any:
        """The score window (pointer.Popover), which the replay viewer takes into its own window."""
        return self.pointer.popover

    def close_popover(self) -> None:
        """Close a score window left open."""
        self.pointer.popover.close()

    def shown(self) -> bool:
        """Whether this board is on the screen now."""
        return on_screen(DESCRIPTOR.id)

    def names(self) -> tuple[str, str]:
        """Both display names."""
        return self.session.names() if self.session else (t("name.red"), t("name.blue"))

    def overview_round(self) -> dict | None:
        """The last round's result while it is still on show: until the new round's first roll, and for
        good once the game is over (the last tavern as it was shared out)."""
        state = self.session.state
        if not state.rounds:
            return None
        if state.is_terminal():
            return view.round_result(state.rounds[-1], self.names())
        if state.phase != START or any(state.counts) or state.direction:
            return None
        return view.round_result(state.rounds[-1], self.names())

    def render(self) -> None:
        """Redraw every region of the board from the engine's view of the position."""
        focus_key = self._focus_key()
        body = document.body
        self.saves.render()
        if self.session is None:
            body.dataset.game = "none"
            fill(by_id("turn"), *no_game_panel())
            return
        state = self.session.state
        names = self.names()
        board = view.board(state, names)
        humans = (not self.session.players[0].is_ai, not self.session.players[1].is_ai)
        p = board["to_move"]
        human_turn = p is not None and humans[p] and not board["over"]
        fits: set[int] = set()
        if state.phase == ROLLED and state.direction:
            fits = {i for i, slot in enumerate(board["tavern"]) if slot["number"] in board["dice"]}
        overview = self.overview_round()
        animate = overview is not None and self.animated_round < overview["round"]
        if overview is not None:
            self.animated_round = overview["round"]
        opts = TavernOptions(names, choose_direction=human_turn and "dir up" in board["legal"],
                             preview=self.settings.preview, fits=fits, overview=overview, animate=animate)
        self._region("tavern-board", (board["tavern"], board["preview"], board["direction"], board["trick_used"],
                                      names, opts.choose_direction, opts.preview, sorted(fits),
                                      overview and overview["round"], animate, self.hint_act),
                     lambda: tavern(board, opts))
        for seat_no, region in ((1, "side-top"), (0, "side-bottom")):
            moving = p == seat_no and not board["over"]
            self._region(region, (board["supply"][seat_no], board["tricks"][seat_no], board["trick_used"][seat_no],
                                  board["scores"][seat_no], names, moving, board["over"]),
                         lambda n=seat_no, m=moving: seat(board, n, names[n], role_of(self.session.players[n]), m))
        place_reasons = {}
        if state.phase == ROLLED:
            for v in board["dice"]:
                reason = why_not(state, A.place(v))
                if reason:
                    place_reasons[v] = reason
        turn = TurnOptions(names, humans, choice=self.choice if human_turn else None, place_reasons=place_reasons,
                           rolled_now=self.rolled_now, thinking=self.opponent.thinking,
                           hints_on=self.settings.hints, hint=self.hint, hinting=self.opponent.hinting,
                           pending_shark=state.pending_shark,
                           score_line=result_line(board, names) if board["over"] else "")
        panel = turn_panel(board, turn)
        tip = self.guide.next_tip(board, human_turn, self.settings.preview)
        self._remember_tips()
        if tip is not None:
            panel.insert(1, tip_panel(tip, h, t, button))
        fill(by_id("turn"), *panel)
        by_id("turn").className = f"turn seat-{('red', 'blue')[p] if p is not None else 'none'}"
        self._region("scores", (board["strengths"], board["tricks"], board["to_come"], board["to_come_tricks"],
                                board["scores"], names, board["over"]), lambda: score_table(board, names))
        self._render_log(len(state.rounds))
        if tip is not None:
            for el in document.querySelectorAll(TIPS[tip][0]):
                el.classList.add("guided")
        if self.hint_act:
            for el in document.querySelectorAll(f'#turn [data-act="{self.hint_act}"], #tavern-board [data-act="{self.hint_act}"]'):
                el.classList.add("hinted")
        if self.rolled_now:
            self._show_rolled_dice()
        self.rolled_now = False
        body.dataset.game = "over" if board["over"] else "on"
        body.dataset.round = str(board["round"])
        body.dataset.phase = ("start", "rolling", "rolled", "over")[state.phase]
        body.dataset.turn = "over" if board["over"] else ("human" if human_turn else "ai")
        body.dataset.ai = "busy" if self.opponent.running else "idle"
        document.title = self._title(board, names, human_turn)
        self._restore_focus(focus_key)

    def _region(self, region_id: str, key: Any, build: Any) -> None:
        """Redraw one region only when what it shows has changed (drawing costs a browser's time)."""
        text = repr((self.generation, current_language(), key))
        if self._drawn.get(region_id) == text:
            return
        fill(by_id(region_id), *build())
        self._drawn[region_id] = text

    def _render_log(self, finished_rounds: int) -> None:
        """Append the log's new lines; redraw it all when a round has ended or the game changed."""
        log = self.session.log
        key = repr((self.generation, current_language(), finished_rounds))
        shown = self._drawn.get("log-count", 0)
        log_list = by_id("log-list")
        if self._drawn.get("log") == key and log_list is not None and shown <= len(log):
            for item in log_items(log[shown:], finished_rounds):
                log_list.appendChild(item)
        else:
            fill(by_id("log"), *log_panel(log, finished_rounds))
            self._drawn["log"] = key
            log_list = by_id("log-list")
        self._drawn["log-count"] = len(log)
        if log_list is not None and shown != len(log):
            log_list.scrollTop = log_list.scrollHeight

    def _show_rolled_dice(self) -> None:
        """Bring the dice just rolled into view: on a phone they land below the fold."""
        dice = document.querySelector("#turn .rolled")
        if is_null(dice):
            return
        box = dice.getBoundingClientRect()
        if box.bottom > window.innerHeight or box.top < 0:
            dice.scrollIntoView(False)  # their bottom edge to the window's, the tavern above them

    def _title(self, board: dict, names: tuple[str, str], human_turn: bool) -> str:
        if board["over"]:
            return t("title.over")
        if human_turn:
            humans = sum(not p.is_ai for p in self.session.players)
            if humans == 1:
                return t("title.your_turn")
            return t("title.turn_of", name=names[board["to_move"]])
        return "Shanghaien"

    def _focus_key(self) -> str | None:
        active = document.activeElement
        if is_null(active) or active == document.body or is_null(active.closest(".table, #scores, #log")):
            return None
        return active.getAttribute("data-act") or active.getAttribute("data-pop") or "?"

    def _restore_focus(self, key: str | None) -> None:
        if key is None or not is_null(document.activeElement) and document.activeElement != document.body:
            return
        target = None
        if key != "?":
            target = document.querySelector(f'[data-act="{key}"], [data-pop="{key}"]')
        if is_null(target) or target.getAttribute("aria-disabled") == "true":
            target = None
            for selector in FOCUS_ORDER:
                found = document.querySelector(selector)
                if not is_null(found):
                    target = found
                    break
        if target is not None:
            target.focus()

    # --- events --------------------------------------------------------------------------

    def on_click(self, event: Any) -> None:
        """Dispatch a click on any [data-act] control; score numbers toggle their window."""
        target = event.target
        pop = target.closest("[data-pop]") if hasattr(target, "closest") else None
        popover = self.pointer.popover
        if not is_null(pop):
            self.pointer.toggle(pop)
            return
        if popover.pinned and is_null(target.closest("#popover")):
            popover.close()
        el = target.closest("[data-act]") if hasattr(target, "closest") else None
        if is_null(el) or el.getAttribute("aria-disabled") == "true":
            return
        if el.tagName == "A":  # a help link: open the section in the dialog, not the address bar
            event.preventDefault()
        self.dispatch(el.dataset.act, el)

    def on_cancel(self, event: Any) -> None:
        """Escape keeps the new-game dialog open while there is no game to go back to (the games screen
        always closes: the notices it may cover must stay within reach)."""
        if self.session is None and event.target.id == "dialog-new":
            event.preventDefault()

    def on_help_closed(self, _event: Any) -> None:
        """Back from the rules help: to the new-game dialog if there is no game yet, else to the board."""
        self.help_section = None
        if self.session is None:
            self.open_new_game()
            return
        target = document.querySelector("#help-here") if is_null(document.querySelector("dialog[open]")) else None
        if not is_null(target) and target is not None:
            target.focus()

    def on_key(self, event: Any) -> None:
        """Escape closes the score window and steps back out of a trick choice."""
        if event.key == "Escape":
            if not self.pointer.popover.el.hidden:
                self.pointer.popover.close()
            elif self.choice:
                self.choice = None
                self.render()

    def on_change(self, event: Any) -> None:
        """The settings menu applies each change at once and remembers it."""
        target = event.target
        if target.id == "language":
            self.settings.language = target.value
            self.save_settings()
            self.apply_language(target.value)
            return
        if is_null(target.closest("#settings-form")):
            if not is_null(target.closest("#new-game-form")):
                dialogs.sync_new_game_form()
            return
        read = dialogs.read_settings()
        read.language, read.tips = self.settings.language, self.settings.tips
        self.settings = read
        self.guide.on = read.guide
        self.save_settings()
        if self.session is not None:
            self.render()

    # --- commands ------------------------------------------------------------------------

    def dispatch(self, act: str, el: Any) -> None:
        """Carry out one control's command."""
        kind, _, arg = act.partition(":")
        if kind == "a":
            self.human_action(int(arg))
        elif act == "ui:roll":
            self.human_roll()
        elif act == "ui:shanghai":
            self.human_action(A.SHANGHAI)
        elif act.startswith("ui:choose:"):
            rest = act[len("ui:choose:"):]
            self.choice = None if rest == "none" else tuple(rest.split(":"))
            self.render()
        elif act == "ui:hint":
            self.spawn(self.opponent.ask_hint())
        elif act == "ui:close-pop":
            self.pointer.popover.close()
        elif act == "ui:skip":
            self.opponent.skip = True
        elif kind == "replay":
            from game.shanghaien.ui import replay_view  # loaded when first used

            replay_view.dispatch(self, arg, el)
        elif act == "review:open":
            if self.session is not None:
                self.open_review(self.session.state, self.session.players, back=self.show_final)
        elif kind == "review":
            from game.shanghaien.ui import review_view

            review_view.dispatch(arg)
        elif kind == "stats":
            stats_screen.dispatch(self.saves.keeper.storage, self.saves.ask, arg)
        elif act == "ui:new":
            self.open_new_game()
        elif act == "ui:start-game":
            self.start_game(dialogs.read_new_game())
        elif act.startswith("ui:help:"):
            self.open_help(act.removeprefix("ui:help:"))
        elif act.startswith("ui:help-jump:"):
            self.show_help_section(act.removeprefix("ui:help-jump:"))
        elif act == "ui:tip-ok":
            self.guide.dismiss()
            self.render()
            self._remember_tips()
        elif act == "ui:tips-off":
            self.guide.switch_off()
            self.settings.guide = False
            self.settings.tips = sorted(self.guide.done)
            self.save_settings()
            dialogs.show_settings(self.settings)
            self.render()
        elif act == "ui:settings":
            dialogs.open_dialog("dialog-settings")
        elif act == "ui:close-dialog":
            dialog = el.closest("dialog")
            if not is_null(dialog):
                dialog.close()
        elif act.startswith("ui:round:"):
            self.show_round(int(arg.split(":")[1]))
        elif act == "ui:final":
            self.show_final()
        elif kind == "saves":
            self.saves.dispatch(arg, el)
        elif act == "ui:again":
            dialogs.close_all()
            self.start_game(self.setup)

    def human_action(self, action: int) -> None:
        """Apply a move chosen at this device, if it is that person's turn and the move is legal."""
        if self.session is None or not self.session.human_to_move():
            return
        state = self.session.state
        if action not in state.legal_actions():
            return
        self.choice = None
        self.hint = self.hint_act = None
        self.session.apply(action)
        self.play_sound_for(action)
        if state.phase == ROLLING:  # Roll again: the new dice come at once
            self.session.roll(self.rng)
            self.rolled_now = True
            self.sound.play("dice", self.settings.sounds)
        self.after_move()

    def human_roll(self) -> None:
        """Roll the dice for the person whose turn it is."""
        if self.session is None or not self.session.human_to_move():
            return
        if A.ROLL not in self.session.state.legal_actions():
            return
        self.hint = self.hint_act = None
        self.session.roll(self.rng)
        self.rolled_now = True
        self.sound.play("dice", self.settings.sounds)
        self.after_move()

    def play_sound_for(self, action: int) -> None:
        """The sound that goes with a move."""
        if action == A.SHANGHAI:
            self.sound.play("end" if self.session.state.is_terminal() else "shanghai", self.settings.sounds)
        elif A.WILD <= action < A.NUM_DECISIONS:
            self.sound.play("trick", self.settings.sounds)
        elif A.PLACE < action < A.WILD:
            self.sound.play("place", self.settings.sounds)

    def after_move(self) -> None:
        """Save, redraw, and let the computer or the end screen follow."""
        self.save()
        self.pointer.popover.close()
        self.render()
        if self.session.state.is_terminal():
            self.game_finished()
            self.show_final()
        else:
            self.continue_play()

    def save(self) -> None:
        """Autosave the game (game.saves, through saves_ui)."""
        self.saves.save()

    def continue_play(self) -> None:
        """Start the computer's turn if it is its move (or roll the dice a saved game left in the air)."""
        if self.session is None:
            return
        if self.session.state.phase == ROLLING and not self.session.ai_to_move():
            self.session.roll(self.rng)
            self.save()
            self.render()
        if self.session.ai_to_move() and not self.opponent.running:
            self.spawn(self.opponent.run())
        elif self.session.human_to_move():
            self.spawn(self.opponent.prethink())  # the computer solves ahead while the person thinks

    # --- dialogs -------------------------------------------------------------------------

    def leave(self) -> None:
        """The address has left this board: close its windows (the page's own dialogs are this
        board's; the other boards build theirs inside their hosts) and the score popover."""
        self.close_popover()
        for dialog in list(document.querySelectorAll("dialog[open]")):
            if is_null(dialog.closest(".board-host")):
                dialog.close()

    def come_back(self) -> None:
        """The address has come back to this board: redraw it, and with no game on the table offer
        what a first visit offers."""
        self.render()
        if self.session is None and is_null(document.querySelector("dialog[open]")):
            self.offer_start()

    def open_new_game(self) -> None:
        """Open the new-game dialog, filled with the last choices (dialogs.open_dialog opens none
        while another screen is shown)."""
        dialogs.show_new_game(self.setup, can_cancel=self.session is not None)
        self.saves.notices.render()  # the dialog covers the notice bar: it shows them too

    def start_game(self, setup: Setup) -> None:
        """Start a fresh game from the dialog's choices; the old one is dropped."""
        self.generation += 1
        self.setup = setup
        self.saves.keeper.save_setup(setup)
        self.saves.keeper.begin()
        seed = self.fixed_seed if self.fixed_seed is not None else self.rng.randrange(2 ** 31)
        computer = t("name.blue") if setup.opponent == HUMAN else level_name(setup.opponent)
        self.session = new_session(setup, self.rng, seed, (t("name.red"), t("name.blue"), computer))
        self.choice = None
        self.hint = self.hint_act = None
        self.animated_round = -1
        dialogs.close_all()
        self.save()
        self.render()
        self.continue_play()

    def show_round(self, number: int) -> None:
        """Open the result of an earlier round."""
        rounds = self.session.state.rounds
        if 1 <= number <= len(rounds):
            self.info = ("round", number)
            result = view.round_result(rounds[number - 1], self.names())
            dialogs.show_info(round_window(result, self.names()), "round-title")

    def show_final(self) -> None:
        """Open the final scoring."""
        self.info = ("final", 0)
        board = view.board(self.session.state, self.names())
        dialogs.show_info(final_scoring(board, self.names()), "end-title")

    def open_replay(self, state: Any, players: Any, back: Any = None) -> None:
        """Watch a game in the replay viewer over the page; `back` runs when it closes."""
        from game.shanghaien.ui.replay_view import open_replay  # loaded when first used

        open_replay(self, state, players, back=back)

    def offer_start(self) -> None:
        """With no game on the table: the games screen if there are saved games, else the new-game dialog."""
        self.saves.offer_start(bool(saves.list_games(self.saves.keeper.storage).games))

    def take_game(self, session: Session) -> None:
        """Put a game on the table (resumed, taken back, from a link) in place of the one there,
        without drawing it yet; work for the old game stops."""
        self.generation += 1
        self.session = session
        self.choice = None
        self.hint = self.hint_act = None
        self.animated_round = len(session.state.rounds)
        self.pointer.popover.close()

    def clear_table(self) -> None:
        """No game on the table any more (it was deleted)."""
        self.generation += 1
        self.session = None
        self.render()

    def carry_on(self) -> None:
        """Go on from the game just put on the table: its final scoring, or the next move."""
        if self.session is None:
            return
        if self.session.state.is_terminal():
            self.show_final()
        elif self.opponent.running:
            self.spawn(self._continue_when_free(self.generation))
        else:
            self.continue_play()

    async def _continue_when_free(self, generation: int) -> None:
        """Start the computer once the previous game's turn has noticed it is over."""
        while self.opponent.running:
            await asyncio.sleep(0.05)
        if generation == self.generation:
            self.continue_play()

    def open_review(self, state: Any, players: Any, back: Any = None) -> None:
        """Open the game review of a game over the page; its moves open the replay viewer, and
        closing the viewer comes back to the review; `back` runs when the review closes."""
        from game.shanghaien.ui import review_view
        from game.shanghaien.ui.replay_view import open_replay

        def show_move(step: int, notes: dict[int, str]) -> None:
            open_replay(self, state, players, back=review_view.reopen, start=step, notes=notes)

        self.pointer.popover.close()
        dialogs.close_all()
        review_view.open_review(review_view.request_of(state, players), self.spawn, show_move, back)

    # --- language, rules help and the first-game guide ---------------------------------------

    def apply_language(self, code: str) -> None:
        """Speak `code` from now on: the page's own text, the board and any open window, redrawn."""
        set_language(code)
        page_text.translate_page(current_language())
        self.pointer.popover.close()
        if by_id("dialog-new").open:
            dialogs.sync_new_game_form()
        self.render()
        if self.session is None:
            return
        if by_id("dialog-info").open and self.info is not None:
            kind, number = self.info
            if kind == "round":
                self.show_round(number)
            else:
                self.show_final()
        if by_id("dialog-help").open:
            self.open_help(self.help_section or "aim", scroll=False)

    def open_help(self, section: str, scroll: bool = True) -> None:
        """Open the rules help over the board at `section` (the game stays as it is underneath)."""
        if section not in SECTIONS:
            section = SECTIONS[0]
        self.pointer.popover.close()
        dialog = by_id("dialog-help")
        top = dialog.scrollTop
        fill(by_id("help-body"), *help_contents())
        if not dialog.open:
            dialogs.open_dialog("dialog-help")  # closes any other dialog (on_help_closed brings the new-game one back)
        if scroll:
            self.show_help_section(section)
        else:
            dialog.scrollTop = top

    def show_help_section(self, section: str) -> None:
        """Scroll the open help to one section and move the focus to its heading."""
        heading = by_id(f"help-h-{section}")
        if heading is None:
            return
        self.help_section = section
        heading.scrollIntoView(True)
        heading.focus()

    def _remember_tips(self) -> None:
        """Keep the guide's progress in the settings, saving only when it changed."""
        tips = sorted(self.guide.done)
        if tips != self.settings.tips or self.guide.on != self.settings.guide:
            self.settings.tips = tips
            self.settings.guide = self.guide.on
            self.save_settings()

    def game_finished(self) -> None:
        """A game has reached its end: the first-game guide is over for good."""
        if self.guide.on or self.settings.guide:
            self.guide.switch_off()
            self.settings.guide = False
            self.save_settings()
            dialogs.show_settings(self.settings)

    def save_settings(self) -> None:
        """Remember the settings (with the language and the guide's progress)."""
        self.saves.keeper.save_settings(self.settings)


def main(place: object = None) -> App:
    """Build the board and start it (its place is the page itself: index.html holds its parts)."""
    app = App()
    app.start()
    return app
