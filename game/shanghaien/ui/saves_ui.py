"""The board's saves: autosave after every action through game.saves, the Games, Undo and Share
buttons, import, export and links, the notices about storage, and a second tab on the same game.
The App calls start(), after_start(), save(), render() and dispatch(); the rest happens here."""

from __future__ import annotations

from collections.abc import Callable, Coroutine
from typing import TYPE_CHECKING, Any, Protocol

from game import registry, saves
from game.shanghaien import takeback
from game.saves.keys import LEGACY_GAME
from game.shanghaien.descriptor import DESCRIPTOR
from game.shanghaien.ui import games_screen, share
from game.shanghaien.ui.ask import Ask
from game.ui.browser import copy_text, create_proxy, document, local_storage, on_screen, window
from game.ui.dom import button, by_id, fill, h, is_null
from game.ui.i18n import current_language, t
from game.shanghaien.ui.words import say
from game.shanghaien.ui.keeper import Keeper, Start
from game.shanghaien.ui.notices import Item, NoticeBar, notice_text
from game.shanghaien.ui.session import Session
from game.shanghaien.ui.transfer import Importer, export_raw, export_record, refusal

if TYPE_CHECKING:
    from game.shanghaien.ui.settings import Settings

TOOLS_ID = "saves-tools"
OWN_DIALOGS = (games_screen.DIALOG_ID, share.SHARE_ID, share.LINK_ID, "dialog-ask")
UNDO_REASONS = {takeback.OFF: "saves.undo.off", takeback.NOT_AGAINST_AI: "saves.undo.not_against_ai",
                takeback.ROLLED: "saves.undo.rolled", takeback.DISTRIBUTED: "saves.undo.distributed",
                takeback.AI_MOVED: "saves.undo.ai_moved", takeback.AT_START: "saves.undo.at_start"}
STATUS_TEXT = {saves.FULL: "saves.status.full", saves.FAILED: "saves.status.failed",
               saves.BLOCKED: "saves.status.blocked", saves.STALE: "saves.status.stale"}


def replay_entry() -> Any:
    """The replay viewer's entry point `open_replay(host, state, players, back=None)`, or None without one."""
    try:
        from game.shanghaien.ui import replay_view
    except ImportError:
        return None
    return getattr(replay_view, "open_replay", None)


class Table(Protocol):
    """What the saves need of the board they serve (the board's App gives it); they only read its
    fields, and change what is on the table through its methods."""

    session: Session | None  # the game on the table
    settings: Settings  # whether undo is on
    generation: int  # bumped by every new game on the table

    def spawn(self, coroutine: Coroutine[Any, Any, Any]) -> None:
        """Run a coroutine on the page."""

    def render(self) -> None:
        """Redraw the board."""

    def open_new_game(self) -> None:
        """Open the new-game dialog."""

    def open_replay(self, state: Any, players: Any, back: Callable[[], None] | None = None) -> None:
        """Watch a game in the replay viewer; `back` runs when it closes."""

    def open_review(self, state: Any, players: Any, back: Callable[[], None] | None = None) -> None:
        """Open the review of a finished game; `back` runs when it closes."""

    def take_game(self, session: Session) -> None:
        """Put a game on the table in place of the one there, without drawing it yet."""

    def clear_table(self) -> None:
        """No game on the table any more (it was deleted); redraws the board."""

    def carry_on(self) -> None:
        """Go on from the game on the table: its final scoring, or the next move (the computer's,
        once it has noticed the game it was playing is gone)."""


class SavesUI:
    """Everything the board does with storage, for one board."""

    def __init__(self, table: Table) -> None:
        """Open the page's storage (in memory only when the browser refuses it)."""
        self.table = table
        storage = local_storage()
        self.persistent = storage is not None
        self.keeper = Keeper(storage if storage is not None else saves.MemoryStorage())
        self.notices = NoticeBar()
        self.ask = Ask()
        self.importer = Importer(table.spawn, self.take_file, self.report_import)
        self.kept: dict[str, str] = {}  # notice name -> the storage key it is about
        self.link_game: saves.Imported | None = None  # the game a shared link holds, while its window is open
        self.share_text = ""
        self._undo_cache: tuple[Any, takeback.UndoStatus] | None = None
        self._proxies: list[Any] = []
        self._tools_drawn: Any = None
        self.link_open = False  # the link window is open and no choice has been made in it
        self._link_watched = False

    # --- start-up -------------------------------------------------------------------------

    def start(self) -> Start:
        """Add the buttons and listeners, then find the game to resume and what to tell the player."""
        nav = document.querySelector(".toolbar")
        nav.appendChild(h("span", {"id": TOOLS_ID, "class": "saves-tools", "data-board-of": DESCRIPTOR.id}))
        self.importer.install()
        by_id("set-undo-label").textContent = t("saves.settings.undo")
        by_id("set-undo-note").textContent = t("saves.settings.undo_note")
        for target, event, handler in ((window, "storage", self.on_storage), (window, "hashchange", self.on_hash),
                                       (document, "keydown", self.on_key)):
            proxy = create_proxy(handler)
            self._proxies.append(proxy)
            target.addEventListener(event, proxy)
        found = self.keeper.start()
        if not self.persistent:
            self.notices.show("storage", Item(t("saves.status.unavailable")))
        for i, notice in enumerate(found.notices):
            self.show_kept(f"entry-{i}", notice)
        if found.problem is not None:  # the old build's game could not be moved: it stays under its old key
            self.kept["legacy"] = LEGACY_GAME
            self.notices.show("legacy", Item(t("saves.notice.legacy_full"), LEGACY_GAME,
                                             [(t("saves.notice.export"), "saves:export-raw:legacy")]))
        return found

    def after_start(self, found: Start) -> None:
        """Open what the page should offer first: a shared link, the games screen, or a new game."""
        if saves.is_game_link(str(window.location.hash)):
            self.open_link()
        elif self.table.session is None:
            self.offer_start(found.games > 0)

    def offer_start(self, has_games: bool) -> None:
        """With no game on the table: the games screen if there are saved games, else the new-game dialog
        (neither while another screen is shown: a window closed as the board was left must not come back)."""
        if not on_screen(DESCRIPTOR.id):
            return
        if has_games:
            self.open_games()
        else:
            self.table.open_new_game()

    # --- saving ---------------------------------------------------------------------------

    def save(self) -> None:
        """Autosave the App's game and tell the player if it could not be saved."""
        if self.table.session is None:
            return
        result = self.keeper.save(self.table.session)
        if result.ok:
            for name in ("save-full", "save-failed", "save-blocked"):
                self.notices.clear(name)
        else:
            self.show_status(result)

    def show_status(self, result: saves.SaveResult) -> None:
        """A notice for a save that failed: what happened and what the player can do."""
        text = t(STATUS_TEXT.get(result.status, "saves.status.failed"))
        if result.status == saves.STALE:
            self.notices.show("tab", Item(text, actions=[(t("saves.status.reload"), "saves:reload"),
                                                          (t("saves.status.fork"), "saves:fork")]))
            return
        self.notices.show(f"save-{result.status}", Item(text, actions=[(t("saves.status.export"), "saves:export-current")]))

    def show_kept(self, name: str, notice: saves.Notice) -> None:
        """A notice for a stored entry kept as it is, with export and discard."""
        self.kept[name] = notice.key
        self.notices.show(name, Item(notice_text(notice), notice.key,
                                     [(t("saves.notice.export"), f"saves:export-raw:{name}"),
                                      (t("saves.notice.discard"), f"saves:discard:{name}")]))

    # --- the buttons in the menu ----------------------------------------------------------

    def undo_status(self) -> takeback.UndoStatus:
        """What the Undo button may do now (cached per position)."""
        table = self.table
        session = table.session
        if session is None:
            return takeback.UndoStatus(0, "")
        key = (table.generation, len(session.state.actions_played()), table.settings.undo, id(session))
        if self._undo_cache is None or self._undo_cache[0] != key:
            self._undo_cache = (key, self.keeper.undo_status(session, table.settings.undo))
        return self._undo_cache[1]

    def render(self) -> None:
        """Redraw the Games, Undo and Share buttons (Undo disabled with its reason)."""
        tools = by_id(TOOLS_ID)
        if tools is None:
            return
        reason = None
        if self.table.session is None:
            reason = t("saves.undo.no_game")
        elif self.table.session.state.is_terminal():
            reason = t("saves.undo.over")
        else:
            status = self.undo_status()
            if status.steps == 0:
                reason = t(UNDO_REASONS.get(status.reason, "saves.undo.at_start"))
        drawn = (reason, self.table.session is None)
        if self._tools_drawn == drawn and tools.firstChild is not None:
            return
        self._tools_drawn = drawn
        undo = button(t("saves.menu.undo"), "saves:undo", cls="button button-quiet", disabled_reason=reason)
        if reason:
            undo.setAttribute("aria-describedby", "undo-reason")
            undo.removeAttribute("title")
        fill(tools,
             button(t("saves.menu.games"), "saves:games", cls="button button-quiet"),
             h("span", {"class": "tip-wrap"}, undo,
               h("span", {"class": "tip", "role": "tooltip", "id": "undo-reason", "text": reason}) if reason else None),
             button(t("saves.menu.share"), "saves:share", cls="button button-quiet") if self.table.session else None)

    # --- commands -------------------------------------------------------------------------

    def dispatch(self, act: str, el: Any) -> None:
        """Carry out a `saves:` command (act without its prefix)."""
        verb, _, arg = act.partition(":")
        handler = getattr(self, f"do_{verb.replace('-', '_')}", None)
        if handler is not None:
            handler(arg)

    def do_games(self, _: str) -> None:
        """Open the games screen."""
        self.open_games()

    def do_new(self, _: str) -> None:
        """Leave the games screen for the new-game dialog."""
        self.close_own()
        self.table.open_new_game()

    def do_import(self, _: str) -> None:
        """Open the file chooser to import a game."""
        self.importer.pick()

    def do_hide(self, name: str) -> None:
        """Hide one notice."""
        self.notices.clear(name)

    def do_hide_all(self, _: str) -> None:
        """Hide every notice."""
        self.notices.clear_all()

    def do_reload(self, _: str) -> None:
        """Reload the page (after another tab played on)."""
        window.location.reload()

    def do_ask_ok(self, _: str) -> None:
        """The ask window's confirm button."""
        self.ask.confirm()

    def do_fork(self, _: str) -> None:
        """Keep this tab's game as a new saved game."""
        if self.table.session is not None:
            result = self.keeper.fork(self.table.session)
            if result.ok:
                self.notices.clear("tab")
            else:
                self.show_status(result)

    def do_export_current(self, _: str) -> None:
        """Download the game on the table (from memory: it works when storage does not)."""
        session = self.table.session
        if session is not None:
            players = [p.to_json() for p in session.players]
            name = self.name_of(self.keeper.game_id) if self.keeper.game_id else ""
            if not name or name == self.keeper.game_id:  # not saved yet (a full storage): name it by its players
                name = " vs ".join(session.names())
            export_record(name, saves.export_text(session.state, players, {"ui": {"seed": session.seed}}))

    def do_export(self, game_id: str) -> None:
        """Download a saved game's record."""
        if game_id == self.keeper.game_id and self.table.session is not None:
            self.do_export_current("")
            return
        try:
            text = saves.export_game(self.keeper.storage, game_id)
        except saves.SavesError as err:
            self.open_games(message=("error", str(err)))
            return
        export_record(self.name_of(game_id), text)

    def do_export_raw(self, name: str) -> None:
        """Download a kept entry exactly as stored."""
        key = self.kept.get(name)
        text = saves.export_raw(self.keeper.storage, key) if key else None
        if key and text is not None:
            export_raw(key, text)

    def do_discard(self, name: str) -> None:
        """Delete a kept entry, after asking."""
        key = self.kept.get(name)
        if key is None:
            return

        def discard(_: str) -> None:
            saves.discard_entry(self.keeper.storage, key)
            self.notices.clear(name)

        self.ask.open(t("saves.discard.title"), t("saves.discard.text", entry=key), t("saves.notice.discard"),
                      discard, danger=True)

    def do_resume(self, game_id: str) -> None:
        """Put a saved game on the table."""
        try:
            session = self.keeper.load(game_id)
        except saves.Unreadable as err:
            self.show_kept(f"game-{game_id}", err.notice)
            self.open_games(message=("error", notice_text(err.notice)))
            return
        except saves.NotFound:
            self.open_games(message=("error", t("saves.games.gone")))
            return
        self.play(session)

    def do_rename(self, game_id: str) -> None:
        """Ask for a game's new name and store it."""
        def rename(value: str) -> str | None:
            name = " ".join(value.split())
            if not name:
                return t("saves.rename.empty")
            result = saves.rename_game(self.keeper.storage, game_id, name)
            self.open_games(message=None if result.ok else ("error", t("saves.rename.failed")))
            return None

        self.ask.open(t("saves.rename.title"), "", t("saves.rename.confirm"), rename, value=self.name_of(game_id),
                      label=t("saves.rename.label"), limit=saves.MAX_NAME)

    def do_delete(self, game_id: str) -> None:
        """Delete a saved game, after asking."""
        def delete(_: str) -> None:
            saves.delete_game(self.keeper.storage, game_id)
            if game_id == self.keeper.game_id:
                self.keeper.forget()
                self.table.clear_table()
            self.open_games(message=("info", t("saves.delete.done", name=name)))

        name = self.name_of(game_id)
        self.ask.open(t("saves.delete.title"), t("saves.delete.text", name=name), t("saves.games.delete"),
                      delete, danger=True)

    def do_link(self, game_id: str) -> None:
        """Open the share window for a saved game."""
        if game_id == self.keeper.game_id and self.table.session is not None:
            self.do_share("")
            return
        try:
            game = saves.load_game(self.keeper.storage, game_id)
        except saves.SavesError as err:
            self.open_games(message=("error", str(err)))
            return
        self.open_share(game.state, game.players)

    def do_share(self, _: str) -> None:
        """Open the share window for the game on the table."""
        session = self.table.session
        if session is not None:
            self.open_share(session.state, [p.to_json() for p in session.players])

    def do_copy_link(self, _: str) -> None:
        """Copy the share window's link to the clipboard."""
        async def copy() -> None:
            share.copied(await copy_text(self.share_text))

        self.table.spawn(copy())

    def do_replay(self, game_id: str) -> None:
        """Watch a saved game in the replay viewer; closing it comes back to the list."""
        entry = replay_entry()
        try:
            game = saves.load_game(self.keeper.storage, game_id)
        except saves.SavesError as err:
            self.open_games(message=("error", str(err)))
            return
        if entry is not None:
            self.close_own()
            self.table.open_replay(game.state, game.players, back=self.open_games)  # closing it comes back to the list

    def do_review(self, game_id: str) -> None:
        """Review a finished saved game; closing the review comes back to the list."""
        try:
            game = saves.load_game(self.keeper.storage, game_id)
        except saves.SavesError as err:
            self.open_games(message=("error", str(err)))
            return
        self.close_own()
        self.table.open_review(game.state, game.players, back=self.open_games)

    def do_link_watch(self, _: str) -> None:
        """Watch the game of a shared link."""
        entry, game = replay_entry(), self.link_game
        if entry is not None and game is not None:
            self.link_open = False
            self.close_own()
            self.table.open_replay(game.state, game.players)

    def do_link_play(self, _: str) -> None:
        """Store the game of a shared link as a new game and play on."""
        game = self.link_game
        if game is None:
            return
        stored, result = saves.store_new(self.keeper.storage, game)
        session = self.keeper.adopt(stored)
        if not result.ok:
            self.keeper.rev = 0
            self.show_status(result)
        self.link_game = None
        self.link_open = False
        self.play(session)

    def do_undo(self, _: str) -> None:
        """Take back the human's last move, if the rules allow."""
        table = self.table
        if table.session is None:
            return
        try:
            session = self.keeper.undo(table.session, table.settings.undo)
        except saves.UndoRefused:
            table.render()
            return
        self.play(session, announce=t("saves.undo.done"))

    # --- switching games ------------------------------------------------------------------

    def play(self, session: Session, announce: str = "") -> None:
        """Put a game on the table (resumed, taken back, or from a link) and carry on from there."""
        self.table.take_game(session)
        self.close_own()
        self.save()
        self.table.render()
        if announce:
            banner = by_id("banner")
            if banner is not None:
                banner.textContent = f"{announce} {banner.textContent}"
        self.table.carry_on()

    def close_own(self) -> None:
        """Close the games, share, link and ask windows (and the board's own)."""
        for dialog_id in OWN_DIALOGS:
            dialog = by_id(dialog_id)
            if dialog is not None and dialog.open:
                dialog.close()
        from game.shanghaien.ui import dialogs

        dialogs.close_all()

    # --- windows --------------------------------------------------------------------------

    def name_of(self, game_id: str) -> str:
        """A saved game's name (or its id if it is not listed)."""
        for game in saves.list_games(self.keeper.storage).games:
            if game.id == game_id:
                return game.name
        return game_id

    def open_games(self, message: tuple[str, str] | None = None) -> None:
        """Open (or refresh) the games screen."""
        listing = saves.list_games(self.keeper.storage)
        dialog = games_screen.dialog()
        games_screen.render(listing, self.keeper.game_id if self.table.session else None, replay_entry() is not None,
                            self.table.session is None, message)
        self.notices.render()  # into the screen too: it covers the bar, and a notice must stay within reach
        if not dialog.open:
            from game.shanghaien.ui import dialogs

            dialogs.close_all()
            dialog.showModal()
            first = dialog.querySelector(".games-row .button-primary, #games-body .button")
            if not is_null(first):
                first.focus()

    def open_share(self, state: Any, players: list[dict] | None) -> None:
        """Open the share window for a position."""
        try:
            self.share_text = share.page_address() + saves.encode_link(state, players)
        except saves.LinkRefused:
            share.open_share(None, False, t("saves.share.too_long"))
            return
        share.open_share(self.share_text, share.is_hot_seat(players))

    def open_link(self) -> None:
        """Offer the game in the address's `#g1=` fragment (or say why not); then clear the fragment."""
        fragment = str(window.location.hash)
        share.clear_fragment()
        try:
            game = saves.decode_link(fragment)
        except saves.LinkRefused as err:
            game, reason = None, say(err.reason)
        else:
            reason = _other_game(game, "saves.link.other_game")
        if game is None or reason:
            self.link_game = None
            share.open_refused(reason)
            self._watch_link_window()
            return
        self.link_game = game
        share.open_offer(game, replay_entry() is not None)
        self._watch_link_window()

    def _watch_link_window(self) -> None:
        """Notice when the link window closes (once a listener, for the page's lifetime)."""
        self.link_open = True
        if not self._link_watched:
            self._link_watched = True
            proxy = create_proxy(self.on_link_closed)
            self._proxies.append(proxy)
            by_id(share.LINK_ID).addEventListener("close", proxy)

    def on_link_closed(self, _: Any) -> None:
        """The link window closed without a choice: with no game on the table, offer what a start offers."""
        if self.link_open and self.table.session is None:
            self.link_open = False
            self.offer_start(bool(saves.list_games(self.keeper.storage).games))
        self.link_open = False

    # --- files ----------------------------------------------------------------------------

    def take_file(self, file_name: str, text: str) -> None:
        """Import a file's text as a new saved game; a bad file changes nothing."""
        try:
            imported = saves.read_import(text)
        except saves.ImportRefused as err:
            self.report_import(False, refusal(file_name, err))
            return
        other = _other_game(imported, "saves.import.other_game")
        if other:
            self.report_import(False, t("saves.import.refused", file=file_name, problem=other))
            return
        game, result = saves.store_new(self.keeper.storage, imported)
        if not result.ok:
            self.report_import(False, t("saves.import.not_stored", file=file_name))
            return
        self.report_import(True, t("saves.import.done", name=game.name))

    def report_import(self, ok: bool, message: str) -> None:
        """Show an import's outcome on the games screen."""
        self.open_games(message=("info" if ok else "error", message))

    # --- events ---------------------------------------------------------------------------

    def on_storage(self, event: Any) -> None:
        """Another tab wrote to storage: offer to reload if it played on in this game; refresh the list."""
        key = event.key
        key = None if is_null(key) else str(key)
        if self.keeper.changed_elsewhere(key):
            self.notices.show("tab", Item(t("saves.status.other_tab"),
                                          actions=[(t("saves.status.reload"), "saves:reload")]))
        if saves.concerns_list(key):
            dialog = by_id(games_screen.DIALOG_ID)
            if dialog is not None and dialog.open:
                self.open_games()

    def on_hash(self, _: Any) -> None:
        """A shared link opened in a page already running."""
        if saves.is_game_link(str(window.location.hash)):
            self.open_link()

    def on_key(self, event: Any) -> None:
        """Enter in the rename field confirms it."""
        if event.key == "Enter" and not is_null(event.target) and event.target.id == "ask-input":
            event.preventDefault()
            self.ask.confirm()


def _other_game(game: saves.Imported, key: str) -> str:
    """Why this board cannot take a record of another of the site's games ("" when it is this board's)."""
    if game.game == DESCRIPTOR.id:
        return ""
    return t(key, game=registry.by_id(game.game).name(current_language()))
