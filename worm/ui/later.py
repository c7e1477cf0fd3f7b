"""What the title screen does not need, imported the first time something asks for it.

``worm`` opens on the title, which shows a seed, a menu and the saves folder's list. The engine,
the content pack, the generator, the save models and every game screen (about a second of
imports on a busy machine, three times the title's own cost) are needed only once a game is
started or loaded. So ``worm.ui.app`` and ``worm.ui.title`` reach them through this module:
``later.driver.Driver``, ``later.games.load``. Each attribute is its module, imported by the
module-level ``__getattr__`` below on first use and kept (issue 19, Speed; ``bench/startup.py``).
The title warms them all in a thread once it is painted (``warm``), so a new game does not wait.

The imports under ``TYPE_CHECKING`` give mypy each attribute's module; at run time only
``__getattr__`` imports them.
"""

from __future__ import annotations

import importlib
from types import ModuleType
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from worm.engine import commands as cmd
    from worm.saves import autosave, games
    from worm.text import chronicle, pactwords
    from worm.ui import carrying, crawl, creation, driver, hanging, meeting, preview, prompts

MODULES = {
    "cmd": "worm.engine.commands",
    "autosave": "worm.saves.autosave",
    "games": "worm.saves.games",
    "chronicle": "worm.text.chronicle",
    "pactwords": "worm.text.pactwords",
    "carrying": "worm.ui.carrying",
    "crawl": "worm.ui.crawl",
    "creation": "worm.ui.creation",
    "driver": "worm.ui.driver",
    "hanging": "worm.ui.hanging",
    "meeting": "worm.ui.meeting",
    "preview": "worm.ui.preview",
    "prompts": "worm.ui.prompts",
}
"""Each attribute of this module, and the module it stands for."""

__all__ = [
    "autosave",
    "carrying",
    "chronicle",
    "cmd",
    "crawl",
    "creation",
    "driver",
    "games",
    "hanging",
    "meeting",
    "pactwords",
    "preview",
    "prompts",
]


def __getattr__(name: str) -> ModuleType:
    """``later.NAME``: the module ``MODULES[NAME]``, imported now if it was not yet."""
    try:
        path = MODULES[name]
    except KeyError:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}") from None
    module = importlib.import_module(path)
    globals()[name] = module  # the next look-up finds it without coming here
    return module


def warm() -> None:
    """Import every module above (the title calls this in a thread once it is painted)."""
    for name in MODULES:
        __getattr__(name)
