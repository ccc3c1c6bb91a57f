"""The page's dialogs: new game and settings (forms written in index.html), and one info window
for a round's result or the final scoring (contents built by render_end)."""

from __future__ import annotations

from typing import Any

from game.shanghaien.descriptor import DESCRIPTOR
from game.ui.browser import document, on_screen
from game.ui.dom import by_id, fill, h, is_null
from game.ui.i18n import t
from game.shanghaien.ui.words import level_name
from game.shanghaien.ui.session import HUMAN, Setup, clean_name
from game.shanghaien.ui.settings import Settings

DIALOGS = ("dialog-new", "dialog-settings", "dialog-info", "dialog-help")


def _checked(name: str, default: str) -> str:
    el = document.querySelector(f'input[name="{name}"]:checked')
    return default if is_null(el) else el.value


def _check(name: str, value: str) -> None:
    el = document.querySelector(f'input[name="{name}"][value="{value}"]')
    if not is_null(el):
        el.checked = True


def open_dialog(dialog_id: str) -> None:
    """Show one dialog as a modal window (closing any other first); none while the page shows another
    screen (the computer's last move there would open the final scoring over the chooser, inert)."""
    if not on_screen(DESCRIPTOR.id):
        return
    for other in DIALOGS:
        if other != dialog_id:
            close_dialog(other)
    dialog = by_id(dialog_id)
    if dialog is not None and not dialog.open:
        dialog.showModal()


def close_dialog(dialog_id: str) -> None:
    """Close one dialog if it is open."""
    dialog = by_id(dialog_id)
    if dialog is not None and dialog.open:
        dialog.close()


def close_all() -> None:
    """Close every dialog."""
    for dialog_id in DIALOGS:
        close_dialog(dialog_id)


def show_new_game(setup: Setup, can_cancel: bool) -> None:
    """Fill the new-game form with `setup` and open it."""
    _check("opponent", setup.opponent)
    _check("first", setup.first)
    by_id("name0").value = setup.names[0]
    by_id("name1").value = setup.names[1]
    by_id("opt-extra-wild").checked = setup.extra_wild
    by_id("opt-sharks").checked = setup.sharks
    by_id("opt-next-start").value = setup.next_start
    by_id("new-cancel").hidden = not can_cancel
    sync_new_game_form()
    open_dialog("dialog-new")
    by_id("start-game").focus()
    by_id("dialog-new").scrollTop = 0  # keep the first choices in view on a small screen


def sync_new_game_form() -> None:
    """Word the name fields and start choices for the chosen opponent (a computer or a friend)."""
    opponent = _checked("opponent", "bosun")
    friend = opponent == HUMAN
    by_id("name0-label").textContent = t("new.name0_friend" if friend else "new.name0")
    by_id("name1-label").textContent = t("new.name1_friend" if friend else "new.name1")
    by_id("name0").placeholder = t("name.red")
    by_id("name1").placeholder = t("name.blue") if friend else level_name(opponent)
    by_id("first-0-label").textContent = t("new.first0_friend" if friend else "new.first0")
    by_id("first-1-label").textContent = t("new.first1_friend" if friend else "new.first1")


def read_new_game() -> Setup:
    """The new-game form's choices."""
    return Setup(
        opponent=_checked("opponent", "bosun"),
        extra_wild=bool(by_id("opt-extra-wild").checked),
        sharks=bool(by_id("opt-sharks").checked),
        next_start=by_id("opt-next-start").value or "non-caller",
        first=_checked("first", "random"),
        names=(clean_name(by_id("name0").value), clean_name(by_id("name1").value)),
    )


def show_settings(settings: Settings) -> None:
    """Put the remembered settings into the settings form (without opening it)."""
    _check("pace", settings.pace)
    by_id("set-sounds").checked = settings.sounds
    by_id("set-preview").checked = settings.preview
    by_id("set-hints").checked = settings.hints
    by_id("set-undo").checked = settings.undo
    by_id("set-guide").checked = settings.guide


def read_settings() -> Settings:
    """The settings form's values."""
    return Settings(pace=_checked("pace", "normal"), sounds=bool(by_id("set-sounds").checked),
                    preview=bool(by_id("set-preview").checked), hints=bool(by_id("set-hints").checked),
                    undo=bool(by_id("set-undo").checked),
                    guide=bool(by_id("set-guide").checked))


def show_info(children: list[Any], title_id: str) -> None:
    """Open the info window with these contents, labelled by the heading with id `title_id`."""
    dialog = by_id("dialog-info")
    fill(by_id("info-body"), *children)
    dialog.setAttribute("aria-labelledby", title_id)
    open_dialog("dialog-info")
    dialog.scrollTop = 0


def text_paragraph(text: str) -> Any:
    """A paragraph of plain text (for the preview's reason window)."""
    return h("p", {"class": "pop-text", "text": text})
