"""Penny Shanghai's board: the controller between the page and the game. It turns clicks, taps,
drags and keys into draft moves and engine moves, runs the computer's turns and a stuck player's
draws at a readable pace, saves after every move, and redraws from view.screen()."""

from __future__ import annotations

import asyncio
import random
import time
from typing import Any

from game import saves
from game.rummy.ui.stats import Look, StatsDialog, level_namer
from game.saves.memory import MemoryStorage
from game.ui.browser import document, local_storage, on, on_screen, url_param, window
from game.ui.dom import fill, h, is_null
from game.ui.i18n import add_phrases, say, t

from ..descriptor import DESCRIPTOR
from ..plays import candidate_plays, new_table
from ..record import Record
from ..state import Options
from .. import melds as M
from . import changes, computer, match, prefs, render, sharing, story, tips, undo
from .draft import HAND, NEW, Draft
from .help import GamesDialog, RulesDialog
from .match import Event, Seat
from .newgame import LEVELS, NewGameDialog
from .replay_view import ReplayDialog
from .view import screen
from .words import CATALOGUES

GAME = DESCRIPTOR.id
PACES = {"instant": 0.0, "fast": 0.35, "normal": 0.8, "slow": 1.6}
LOG_KEEP = 200


class PennyBoard:
    """One page's Penny Shanghai table."""

    def __init__(self, place: Any) -> None:
        """Build the board into the shell's place and resume the saved game (or ask for a new one)."""
        add_phrases(CATALOGUES)
        self.place = place
        self.host = place.host
        self.storage = local_storage() or MemoryStorage()
        self.shelf = saves.shelf_for(GAME)
        seed = url_param("seed")
        self.seed = int(seed) if seed and seed.isdigit() else random.randrange(2 ** 31)
        self.prefs = prefs.load(self.storage, self.shelf.keys.settings)
        chosen = str(self.prefs["pace"])
        self.pace_name = chosen if chosen in PACES and chosen != "instant" else "normal"  # the choice shown
        hook = url_param("pace")  # a test hook: ?pace=instant, used but neither shown nor remembered
        self.pace = PACES[hook if hook in PACES else self.pace_name]
        self.record: Record | None = None
        self.game_id = ""
        self.rev = 0
        self.draft: Draft | None = None
        self.picked: tuple[int, int] | None = None
        self.revealed: int | None = None  # the person who last uncovered their cards
        self.events: list[Event] = []
        self.fresh: frozenset[int] = frozenset()
        self.panel: list[Event] | None = None  # a hand's end, shown until the player goes on
        self.busy = False
        self.skip = False
        self.generation = 0
        self.note = ""  # a line under the status (a hint laid out)
        self.hint_steps: list[tuple[int, list[int]]] = []  # the groups a hint built, to show one by one
        self.shown: changes.Frame | None = None  # a step of the computer's play being shown
        self.focus = ""
        self.think_ms: list[float] = []
        self.board = h("div", {"class": "ps-board"})
        fill(self.host, self.board)
        self.new_dialog = NewGameDialog(self.host, self.start_game)
        self.rules = RulesDialog(self.host)
        self.games = GamesDialog(self.host, self.storage, self.shelf, self.load, self.export_current,
                                 self.replay_saved, self.share_link)
        self.replay = ReplayDialog(self.host)
        self.stats = StatsDialog(self.host, self.storage, self.shelf, LEVELS, level_namer("ps.level."),
                                 Look("ps-stats", "ps-dialog", "ps-dialog-buttons"))
        self.menu = []
        for act, key in (("ps:new", "ps.menu.new"), ("ps:games", "ps.menu.games"), ("ps:rules", "ps.menu.rules"),
                         ("ps:stats", "rs.menu")):
            button = h("button", {"type": "button", "class": "button button-quiet", "data-act": act,
                                  "data-board-of": GAME, "data-key": key, "text": t(key)})
            place.menu.insertBefore(button, place.menu_end)
            on(button, "click", self.on_menu)
            self.menu.append(button)
        for event in ("click", "change", "dragstart", "dragover", "drop", "dragend"):
            on(self.host, event, self.on_event)
        if self.take_link():
            return
        refused = self.note  # a link that could not be taken up: said over the game resumed
        current = saves.get_current(self.storage, shelf=self.shelf)
        if current and self.load(current):
            self.note = refused
            return
        self.note = refused
        self.render()
        self.new_dialog.open(can_cancel=False)

    # --- games ---------------------------------------------------------------------------------
    def start_game(self, seats: list[Seat], options: Options) -> None:
        """Deal a new game and save it as the one to resume."""
        record = match.new_record(seats, options, self.seed)
        self.seed = (self.seed * 1103515245 + 12345) % (2 ** 31)  # "play again" deals other cards
        self.game_id = saves.new_game_id()
        self.rev = 0
        self.begin(record, [Event("deal", record.state.dealer, {"hand": 1})])
        self.save()
        saves.set_current(self.storage, self.game_id, shelf=self.shelf)
        self.drive()

    def load(self, game_id: str) -> bool:
        """Open a saved game at its exact position; False when it cannot be read."""
        try:
            game = saves.load_game(self.storage, game_id, shelf=self.shelf)
        except (saves.NotFound, saves.Unreadable):
            return False
        self.game_id, self.rev = game_id, game.rev
        self.begin(game.state, [Event("deal", game.state.state.dealer, {"hand": game.state.state.hand_no})])
        record = game.state
        if record.moves and (record.state.over or game.x.get("panel") == len(record.moves)):
            last = match.last_move_events(record)  # the hand-end panel that was open when the page closed
            if match.ended_a_hand(last):
                self.panel = last
                self.events = last
        saves.set_current(self.storage, game_id, shelf=self.shelf)
        self.drive()
        return True

    def begin(self, record: Record, events: list[Event]) -> None:
        """Seat a game on the board (the computer's work on the last one stops)."""
        self.generation += 1
        self.record = record
        self.events = events
        self.draft, self.picked, self.panel, self.fresh, self.note = None, None, None, frozenset(), ""
        self.shown = None
        self.busy = False
        people = self.people()
        self.revealed = people[0] if len(people) == 1 else None

    def people(self) -> list[int]:
        """The seats played by people at this device."""
        return [p for p, pl in enumerate(self.record.players) if pl.get("type") == "human"] if self.record else []

    def names(self) -> list[str]:
        """Each seat's name."""
        return [str(p.get("name", i + 1)) for i, p in enumerate(self.record.players)] if self.record else []

    def save(self) -> None:
        """Autosave the position (the half-built table is not saved: a reload starts the turn afresh);
        an open hand-end panel is noted so that a reload shows it again."""
        x = {"panel": len(self.record.moves)} if self.panel is not None else {}
        result = saves.autosave(self.storage, self.game_id, self.record, self.record.players, x,
                                base_rev=self.rev, shelf=self.shelf)
        if result.ok:
            self.rev = result.rev

    def replay_saved(self, game_id: str) -> bool:
        """Open a saved finished game in the replay viewer (the game on the table stays)."""
        try:
            game = saves.load_game(self.storage, game_id, shelf=self.shelf)
        except (saves.NotFound, saves.Unreadable):
            return False
        if not game.state.state.over:
            return False
        self.replay.open(game.state)
        return True

    def share_link(self) -> tuple[str, str]:
        """The current game's share link and "", or "" and why it may not be shared."""
        if self.record is None:
            return "", ""
        why = sharing.refusal(self.record)
        if why:
            return "", t(why)
        try:
            fragment = saves.encode_link(self.record, self.record.players, shelf=self.shelf)
        except saves.LinkRefused:
            return "", t("ps.share.too_long")
        return sharing.address(str(window.location.href), fragment), ""

    def take_link(self) -> bool:
        """Take up a shared game from the address: saved as a new game and opened (a finished one in
        the replay viewer too); a link that cannot be read is said under the status. True if opened."""
        fragment = sharing.fragment_of(str(window.location.hash))
        if fragment is None:
            return False
        window.history.replaceState(None, "", f"#/{GAME}")
        try:
            imported = saves.decode_link(fragment)
            if imported.game != self.shelf.game:
                raise saves.LinkRefused(t("ps.link.other_game"))
        except saves.LinkRefused as err:
            self.note = t("ps.link.bad", reason=say(err.reason))
            return False
        game, _ = saves.store_new(self.storage, imported)
        if not self.load(game.id):
            return False
        if self.record.state.over:
            self.replay.open(self.record)
        return True

    def export_current(self) -> tuple[str, str] | None:
        """The current game's file name and text, for the games dialog's export."""
        if self.record is None:
            return None
        text = saves.export_text(self.record, self.record.players, {}, shelf=self.shelf)
        return saves.export_filename(" ".join(self.names()), shelf=self.shelf), text

    # --- moves ---------------------------------------------------------------------------------
    def apply(self, move: str) -> None:
        """Make a move, tell it in the log, save; a hand's end opens its panel."""
        record = self.record
        before = [list(m) for m in record.state.table]
        events = match.apply(record, move)
        self.events = (self.events + events)[-LOG_KEEP:]
        self.fresh = frozenset(match.changed_melds(before, record.state.table)) if move.startswith("table") else (
            self.fresh if move == "draw" else frozenset())
        self.draft, self.picked, self.note, self.hint_steps = None, None, "", []
        if match.ended_a_hand(events):
            self.panel = events
            self.fresh = frozenset()
        self.save()
        if record.state.over:
            saves.record_result(self.storage, self.shelf, self.game_id, record, record.players)
        self.announce(events)

    def announce(self, events: list[Event]) -> None:
        """Say the last card and a hand's end out loud to screen readers."""
        names = self.names()
        loud = [story.line(e, names) for e in events if e.kind in ("last", "out", "stuck", "over")]
        live = self.host.querySelector(".ps-live")
        if loud and not is_null(live):
            live.textContent = " ".join(loud)

    def drive(self) -> None:
        """Play on until a person must decide (in its own task, so the page never waits)."""
        asyncio.ensure_future(self._drive(self.generation))

    async def _drive(self, generation: int) -> None:
        while generation == self.generation and self.record is not None and self.panel is None:
            state = self.record.state
            if state.over:
                break
            p = state.turn
            person = self.record.players[p].get("type") == "human"
            if person and self.revealed != p:
                break  # the hiding screen waits for this person
            step = state.step()
            if person and step == "play":
                if self.draft is None:
                    self.draft = Draft(state.table, state.hands[p])
                break
            self.busy = True
            self.render()
            await self.linger(generation)
            if generation != self.generation:
                return
            if step == "play":
                move = await self.think(generation, p)
                if move is None:
                    return
                await self.show_steps(generation, move)
                if generation != self.generation:
                    return
            else:
                move = step
            self.apply(move)
            self.render()
        if generation == self.generation:
            self.busy = False
            self.skip = False
            self.render()

    async def linger(self, generation: int) -> None:
        """Wait one step of the chosen pace (at least one yield to the page), unless skipped, and for
        as long as the board is away from the screen (the step starts again when it is back)."""
        await asyncio.sleep(0)
        waited = 0.0
        while generation == self.generation:
            if not on_screen(GAME):
                waited = 0.0
            elif waited >= self.pace or self.skip:
                break
            await asyncio.sleep(0.05)
            waited += 0.05

    async def show_steps(self, generation: int, move: str) -> None:
        """Show a computer's play step by step at the chosen pace: the groups it takes apart, then
        each group it builds (at once when the pace is instant or the player skips)."""
        steps = changes.frames(self.record.state.table, M.parse_table(move.split(" ")[1:]))
        for frame in steps:
            if self.pace <= 0 or self.skip or generation != self.generation:
                break
            self.shown = frame
            self.render()
            await self.linger(generation)
        self.shown = None

    async def think(self, generation: int, seat: int) -> str | None:
        """The computer's play for `seat`, from its own view only, thought in slices."""
        started = time.perf_counter()
        level = self.record.players[seat].get("level") or "grandma"
        move = await computer.decide(self.record, seat, level, self.seed + len(self.record.moves),
                                     lambda: generation == self.generation)
        if move is not None:
            self.think_ms.append((time.perf_counter() - started) * 1000)
        return move

    # --- the page's events ---------------------------------------------------------------------
    def on_menu(self, event: Any) -> None:
        """The board's menu buttons."""
        act = str(event.currentTarget.dataset.act)
        if act == "ps:new":
            self.new_dialog.open(can_cancel=self.record is not None)
        elif act == "ps:games":
            self.games.open()
        elif act == "ps:rules":
            self.rules.open()
        elif act == "ps:stats":
            self.stats.open()

    def on_event(self, event: Any) -> None:
        """Clicks, taps and drags inside the board."""
        kind = str(event.type)
        target = event.target
        if kind == "change":
            if str(target.getAttribute("data-act") or "") == "speed" and str(target.value) in PACES:
                self.pace_name = str(target.value)
                self.pace = PACES[self.pace_name]
                self.prefs["pace"] = self.pace_name
                prefs.save(self.storage, self.shelf.keys.settings, self.prefs)
        elif kind == "click":
            el = target.closest("[data-act]")
            if not is_null(el) and self.board.contains(el):
                self.act(str(el.dataset.act), el)
        elif kind == "dragstart":
            el = target.closest('[data-act="pick"]')
            if not is_null(el) and self.draft is not None:
                self.picked = (int(el.dataset.place), int(el.dataset.index))
                event.dataTransfer.setData("text/plain", str(el.dataset.card))
                event.dataTransfer.effectAllowed = "move"
        elif kind == "dragover":
            if self.picked is not None and not is_null(target.closest("[data-drop]")):
                event.preventDefault()
        elif kind == "drop":
            zone = target.closest("[data-drop]")
            if not is_null(zone) and self.picked is not None:
                event.preventDefault()
                self.put(int(zone.dataset.drop))
        elif kind == "dragend":
            if self.picked is not None and self.draft is not None:
                self.render()

    def act(self, act: str, el: Any) -> None:
        """One button of the board."""
        if act == "pick" and self.draft is not None:
            here = (int(el.dataset.place), int(el.dataset.index))
            if self.picked is None:
                self.picked = here
            elif self.picked == here:
                self.picked = None
            elif here[0] != self.picked[0] and here[0] != HAND:
                self.put(here[0])  # a tap on a card of another group puts the picked card there
                return
            else:
                self.picked = here
            self.focus = f"card:{here[0]}:{here[1]}"
            self.render_turn()
        elif act == "put":
            self.put(int(el.dataset.to))
        elif act == "play":
            self.play()
        elif act == "reset" and self.draft is not None:
            self.draft.reset()
            self.picked, self.note, self.hint_steps = None, "", []
            self.render_turn()
        elif act == "hint":
            asyncio.ensure_future(self.hint(self.generation))
        elif act == "undo":
            self.take_back()
        elif act in ("tip-ok", "tips-off"):
            seen = list(self.prefs["tips"])
            self.prefs["tips"] = tips.all_tips() if act == "tips-off" else seen + [str(el.dataset.tip)]
            prefs.save(self.storage, self.shelf.keys.settings, self.prefs)
            self.render()
        elif act == "skip":
            self.skip = True
        elif act == "next":
            self.panel = None
            self.save()
            self.drive()
            self.render()
        elif act == "again":
            self.new_dialog.open(can_cancel=True)
        elif act == "replay" and self.record is not None and self.record.state.over:
            self.replay.open(self.record)
        elif act == "show":
            self.revealed = self.record.state.turn
            self.drive()
            self.render()

    def put(self, to: int) -> None:
        """Move the picked card to a group, a new group or the hand."""
        if self.draft is None or self.picked is None:
            return
        place, index = self.picked
        if not self.draft.can_move(place, index, to):
            self.picked = None
            self.render_turn()
            return
        landed = self.draft.move(place, index, to)
        self.picked, self.note, self.hint_steps = None, "", []
        self.focus = "" if landed == HAND else f"card:{landed}:0"
        self.render_turn()

    def play(self) -> None:
        """Play the table as it stands, when it is a legal play."""
        if self.draft is None or self.draft.play_fault() is not None:
            return
        move = self.draft.move_text()
        if self.record.state.why_not(move) is not None:
            return
        self.apply(move)
        self.focus = ""
        self.drive()
        self.render()

    def next_seen(self) -> bool:
        """Whether the person to move has uncovered their cards (then the last play stays)."""
        state = self.record.state
        return len(self.people()) > 1 and self.revealed == state.turn and not state.over

    def take_back(self) -> None:
        """Take back the person's last play (the computer's work on its answer stops) and lay the
        table out again as they had played it, for them to change."""
        if self.record is None or not undo.undo_status(self.record, self.next_seen()).allowed:
            return
        seat = undo.undo_status(self.record).seat
        back, played = undo.undone(self.record)
        self.begin(back, (self.events + [Event("undo", seat)])[-LOG_KEEP:])
        self.revealed = seat
        self.save()
        state = back.state
        self.draft = Draft(state.table, state.hands[seat])
        self.draft.show(played)
        self.focus = "act:play"
        self.drive()
        self.render()

    async def hint(self, generation: int) -> None:
        """Lay out the play of the most cards with the fewest melds changed."""
        if self.draft is None:
            return
        await asyncio.sleep(0)
        state = self.record.state
        plays = candidate_plays(state.table_cards(), state.hands[state.turn])
        if generation != self.generation or self.draft is None:
            return
        if not plays:
            self.note = t("ps.hint.none")
        else:
            melds = new_table(state.table, plays[0])
            self.draft.show(melds)
            self.picked = None
            self.note = t("ps.hint.shown", count=sum(plays[0]))
            self.hint_steps = [(i + 1, [tok.card for tok in self.draft.groups[i]])
                               for i in match.changed_melds(state.table, self.draft.written())]
        self.focus = "act:play"
        self.render()

    # --- drawing -------------------------------------------------------------------------------
    def render_turn(self) -> None:
        """Redraw only the table, the hand and the buttons (a card picked or moved, a reset): the
        marks and Play follow at once without rebuilding the players and the log."""
        state = self.record.state if self.record is not None else None
        viewer = self.revealed
        if state is None or self.draft is None or viewer != state.current_player() or self.busy:
            self.render()
            return
        sc = screen(self.record, self.draft, viewer, self.fresh, self.busy, None, self.next_seen())
        people = self.people()
        parts = ((".ps-table", render.table_section(sc, self.picked)),
                 (".ps-hand-area", render.hand_section(sc, "" if len(people) <= 1 else self.names()[viewer],
                                                       self.picked, False)),
                 (".ps-actions", render.actions(sc, self.busy, self.pace_name)))
        for selector, _ in parts:
            if is_null(self.board.querySelector(selector)):
                self.render()
                return
        for selector, new in parts:
            self.board.querySelector(selector).replaceWith(new)
        if not self.note:
            for selector in (".ps-note", ".ps-hint-steps"):
                old = self.board.querySelector(selector)
                if not is_null(old):
                    old.remove()
        self.restore_focus()

    def leave(self) -> None:
        """The address has left this board: close its windows."""
        for dialog in list(self.host.querySelectorAll("dialog[open]")):
            dialog.close()

    def come_back(self) -> None:
        """The address has come back to this board: draw it, and with no game ask for one."""
        self.render()
        if self.record is None and is_null(self.host.querySelector("dialog[open]")):
            self.new_dialog.open(can_cancel=False)

    def render(self) -> None:
        """Redraw the board in the current language (taking up a shared game the address brings)."""
        if sharing.fragment_of(str(window.location.hash)) is not None and self.take_link():
            return
        document.title = t("ps.page_title")
        for button in self.menu:
            button.textContent = t(str(button.dataset.key))
        record = self.record
        if record is None:
            fill(self.board, h("p", {"class": "ps-live", "aria-live": "polite"}))
            self.mark("setup", "none")
            return
        state = record.state
        names = self.names()
        people = self.people()
        turn = state.current_player()
        covered = (turn is not None and turn in people and self.revealed != turn and self.panel is None)
        viewer = self.revealed if self.revealed is not None else None
        mine = self.draft if (self.draft is not None and viewer == turn) else None
        seen = self.next_seen()
        sc = screen(record, mine, viewer, self.fresh, self.busy, self.shown, seen)
        if covered and len(people) > 1:
            sc = screen(record, None, None, self.fresh, self.busy, self.shown, seen)
        if state.over:
            status = t("ps.status.over")
        elif self.panel is not None:
            status = t("ps.end.title", hand=state.hand_no - 1 if not state.over else state.hand_no)
        elif sc.my_turn:
            status = t("ps.status.your_turn", name=names[turn])
        elif self.busy and record.players[turn].get("type") == "human":
            status = t("ps.status.stuck", name=names[turn])
        elif self.busy and sc.doing:
            status = t(f"ps.status.{sc.doing}", name=names[turn])
        elif self.busy:
            status = t("ps.status.thinking", name=names[turn])
        else:
            status = t("ps.status.turn", name=names[turn])
        live = self.host.querySelector(".ps-live")
        said = "" if is_null(live) else str(live.textContent)
        situation = ("turn" if sc.my_turn else "hand-end" if self.panel is not None and not state.over
                     else "computer" if self.busy and turn is not None and record.players[turn].get("type") != "human"
                     else "")
        parts = [h("p", {"class": "ps-status", "role": "status", "text": status}),
                 self.tip(tips.next_tip(self.prefs["tips"], situation)),
                 h("p", {"class": "ps-note", "text": self.note}) if self.note else None,
                 self.hint_list() if self.note and self.hint_steps else None,
                 h("p", {"class": "ps-live visually-hidden", "aria-live": "assertive", "text": said}),
                 h("div", {"class": "ps-top"}, render.seats(sc), render.bank(sc))]
        if covered and len(people) > 1:
            parts.append(self.cover(names[turn]))
        elif self.panel is not None or state.over:
            parts.append(self.end_panel(names))
        parts += [render.table_section(sc, self.picked if sc.my_turn else None),
                  render.hand_section(sc, "" if len(people) <= 1 else names[viewer] if viewer is not None else "",
                                      self.picked if sc.my_turn else None, covered and len(people) > 1),
                  render.actions(sc, self.busy, self.pace_name),
                  render.log_list([story.line(e, names) for e in self.events])]
        fill(self.board, *parts)
        log = self.board.querySelector(".ps-log")
        if not is_null(log):
            log.scrollTop = log.scrollHeight  # the newest line in view
        phase = "over" if state.over else "hand-end" if self.panel is not None else "cover" if (
            covered and len(people) > 1) else "play"
        self.mark(phase, "human" if sc.my_turn else "ai" if self.busy else "wait")
        self.restore_focus()

    def tip(self, tip: str | None) -> Any:
        """A first-game tip with its two buttons (None: no tip for now)."""
        if tip is None:
            return None
        words = t(f"ps.tip.{tip}", new_group=t("ps.new_group"), hint=t("ps.hint"), reset=t("ps.reset"),
                  undo=t("ps.undo"), skip=t("ps.skip"))
        return h("div", {"class": "ps-tip", "role": "note", "aria-label": t("ps.tip.title"), "data-tip": tip},
                 h("p", {"text": words}),
                 h("div", {"class": "ps-tip-buttons"},
                   h("button", {"type": "button", "class": "button", "data-act": "tip-ok", "data-tip": tip,
                                "text": t("ps.tip.ok")}),
                   h("button", {"type": "button", "class": "button button-quiet", "data-act": "tips-off",
                                "text": t("ps.tip.off")})))

    def hint_list(self) -> Any:
        """The groups a hint built, one line each."""
        return h("ol", {"class": "ps-hint-steps"},
                 *(h("li", {"text": t("ps.hint.step", n=n, cards=story.cards_text(cards))})
                   for n, cards in self.hint_steps))

    def mark(self, phase: str, turn: str) -> None:
        """Markers on the host for styles and tests: the phase, whose move, whether the computer works."""
        self.host.dataset.phase = phase
        self.host.dataset.turn = turn
        self.host.dataset.busy = "1" if self.busy else "0"

    def restore_focus(self) -> None:
        """Keep the keyboard where the player was after a redraw."""
        if not self.focus:
            return
        el = self.board.querySelector(f'[data-focus="{self.focus}"]')
        if not is_null(el) and not el.disabled:
            el.focus()

    def cover(self, name: str) -> Any:
        """The hiding screen between two people's turns."""
        return h("div", {"class": "ps-cover", "role": "region", "aria-labelledby": "ps-cover-title"},
                 h("h2", {"id": "ps-cover-title", "text": t("ps.cover.title", name=name)}),
                 h("p", {"text": t("ps.cover.note")}),
                 h("button", {"type": "button", "class": "button button-primary", "data-act": "show",
                              "text": t("ps.cover.show", name=name)}))

    def end_panel(self, names: list[str]) -> Any:
        """A hand's end (who went out, the pot, the pennies paid) or the final standings."""
        state = self.record.state
        lines = story.hand_end(self.panel or [], names)
        if state.over:
            title = t("ps.final.title")
            rows = story.standings(state.pennies, names)
            return h("section", {"class": "ps-panel", "role": "region", "aria-labelledby": "ps-panel-title"},
                     h("h2", {"id": "ps-panel-title", "text": title}),
                     h("ul", {"class": "ps-panel-lines"}, *(h("li", {"text": x}) for x in lines)),
                     h("ul", {"class": "ps-standings"}, *(h("li", {"text": x}) for x in rows)),
                     h("div", {"class": "ps-dialog-buttons"},
                       h("button", {"type": "button", "class": "button", "data-act": "replay",
                                    "text": t("ps.replay.open")}),
                       h("button", {"type": "button", "class": "button button-primary", "data-act": "again",
                                    "text": t("ps.final.again")})))
        return h("section", {"class": "ps-panel", "role": "region", "aria-labelledby": "ps-panel-title"},
                 h("h2", {"id": "ps-panel-title", "text": t("ps.end.title", hand=state.hand_no - 1)}),
                 h("ul", {"class": "ps-panel-lines"}, *(h("li", {"text": x}) for x in lines)),
                 h("button", {"type": "button", "class": "button button-primary", "data-act": "next",
                              "data-focus": "act:next", "text": t("ps.end.next")}))


def main(place: Any) -> PennyBoard:
    """Start Penny Shanghai's board in the shell's place."""
    return PennyBoard(place)
