"""Game files: export a record as a .json download, and import one by file picker or by dropping
it anywhere on the page. A bad file is refused with `move N: reason` and changes nothing."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game import saves
from game.saves.transfer import MAX_FILE_CHARS
from game.ui.browser import create_proxy, document, download_text
from game.ui.dom import by_id, h, is_null
from game.ui.i18n import t

PICKER_ID = "import-file"

# What an import tells the page: (ok, message) once a file has been read (or refused).
Report = Callable[[bool, str], None]


def export_record(name: str, text: str) -> None:
    """Download a game's record text as `shanghaien-<name>-<date>.json`."""
    download_text(saves.export_filename(name), text)


def export_raw(key: str, text: str) -> None:
    """Download an entry kept as it is (unreadable or unknown) as a text file named after its key."""
    safe = "".join(ch if ch.isalnum() else "-" for ch in key).strip("-") or "entry"
    download_text(f"{safe}.txt", text, "text/plain")


def refusal(file_name: str, err: saves.ImportRefused) -> str:
    """The message for a refused file: its name, then `move N: reason`, then that nothing changed."""
    return t("saves.import.refused", file=file_name, problem=str(err))


class Importer:
    """The hidden file picker and the page-wide drop target; each file read goes to `take(name, text)`."""

    def __init__(self, spawn: Callable[[Any], None], take: Callable[[str, str], None], report: Report) -> None:
        """`spawn` runs a coroutine on the page; `take` imports a file's text; `report` tells the player."""
        self.spawn = spawn
        self.take = take
        self.report = report
        self._proxies: list[Any] = []

    def install(self) -> None:
        """Add the hidden file input and listen for files dragged over and dropped on the page."""
        picker = h("input", {"type": "file", "id": PICKER_ID, "accept": ".json,application/json",
                             "hidden": True, "aria-label": t("saves.games.import")})
        document.body.appendChild(picker)
        for target, event, handler in ((picker, "change", self.on_pick), (document, "dragover", self.on_drag),
                                       (document, "dragleave", self.on_leave), (document, "drop", self.on_drop)):
            proxy = create_proxy(handler)
            self._proxies.append(proxy)
            target.addEventListener(event, proxy)

    def pick(self) -> None:
        """Open the browser's file chooser."""
        picker = by_id(PICKER_ID)
        picker.value = ""
        picker.click()

    def on_pick(self, event: Any) -> None:
        """A file was chosen."""
        files = event.target.files
        if not is_null(files) and files.length:
            self.spawn(self.read(files.item(0)))

    @staticmethod
    def _has_files(event: Any) -> bool:
        transfer = event.dataTransfer
        return not is_null(transfer) and "Files" in list(transfer.types)

    def on_drag(self, event: Any) -> None:
        """A file is dragged over the page: accept it and show where it goes."""
        if self._has_files(event):
            event.preventDefault()
            event.dataTransfer.dropEffect = "copy"
            document.body.dataset.drop = "on"

    def on_leave(self, event: Any) -> None:
        """The drag left the window."""
        if is_null(event.relatedTarget):
            document.body.removeAttribute("data-drop")

    def on_drop(self, event: Any) -> None:
        """A file was dropped on the page: import it (only one at a time)."""
        if not self._has_files(event):
            return
        event.preventDefault()
        document.body.removeAttribute("data-drop")
        files = event.dataTransfer.files
        if files.length != 1:
            self.report(False, t("saves.import.one_file"))
            return
        self.spawn(self.read(files.item(0)))

    async def read(self, file: Any) -> None:
        """Read a chosen or dropped file as text and pass it on; a file too big or unreadable is refused."""
        name = str(file.name)
        if int(file.size) > 4 * MAX_FILE_CHARS:
            self.report(False, refusal(name, saves.ImportRefused(0, t("saves.import.too_large"))))
            return
        try:
            text = str(await file.text())
        except Exception:  # noqa: BLE001 (the browser could not read it: say so, change nothing)
            self.report(False, t("saves.import.unreadable", file=name))
            return
        self.take(name, text)
