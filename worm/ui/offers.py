"""What the engine's words offer, with the terminal's key for each (issue 19, point 3).

The engine says in plain words what the guild may do next and names it (``ev.Narration``'s
``offers``: a locked door to open, pick or force, a key or a dead delver's pack to take, fresh
kills to harvest …). The text game adds the words typed (``worm.text.answers``); the terminal
adds its keys, read from the keymap, so a keymap file's keys are the ones named. No Textual here.
"""

from __future__ import annotations

from worm.engine import darkness
from worm.engine import events as ev
from worm.ui import keymap as keys

KEYS: dict[str, tuple[str, str]] = {
    "open": ("door", "for the door"),
    "pick": ("door", "for the door"),
    "force": ("door", "for the door"),
    "take": ("treasure", "to take it"),
    "go": ("travel", "to go to a room"),
    "harvest": ("harvest", "to harvest"),
    "burn": ("camp_choose", "to burn a Bond"),
    "camp on": ("camp_on", "to camp on"),
    "upkeep": ("city_upkeep", "to choose the tier of the one highlighted"),
    "delve": ("city_delve", "to delve"),
    "light": ("light", "to light one"),
}
"""An offer's name → the binding that does it, and what pressing it does, in words."""


def with_keys(text: str, offers: tuple[str, ...], keymap: dict[str, str] | None = None) -> str:
    """The engine's plain words, then the keys that do what they offer: ``… (press H to
    harvest).`` An offer no key does is left to the words."""
    named: dict[str, str] = {}
    for offer in offers:
        if offer in KEYS:
            binding, words = KEYS[offer]
            named.setdefault(binding, f"{keys.first_key(binding, keymap)} {words}")
    if not named:
        return text
    body, stop = (text[:-1], ".") if text.endswith(".") else (text, "")
    return f"{body} (press {', '.join(named.values())}){stop}"


def dark(events: list[ev.Event], keymap: dict[str, str] | None = None) -> str | None:
    """A toast for the guild's last light going out (play-test 19: only the side panel's
    "light: dim" said so): the key that lights another, when one will be lit once a fight or
    a parley is over (play30), or that nobody has one; None if no light went out."""
    for i, e in enumerate(events):
        if isinstance(e, ev.Narration) and e.text.startswith(darkness.OUT):
            # the light went out in the Crawl, and a fight began on the same step (play-test
            # g11: "press L" over a fight, where L lights nothing): the fight's way is told
            then = [p.phase for p in events[i + 1 :] if isinstance(p, ev.Phase)]
            if then and then[-1] in darkness.LATER and "light" in e.offers:
                return f"The guild stands in the dark: a light {darkness.LATER[then[-1]]}"
            if "light" in e.offers:
                key = keys.first_key("light", keymap)
                return f"The guild stands in the dark: press {key} to light another light"
            for later in darkness.LATER.values():  # in a fight or a parley: no key yet
                if later in e.text:
                    return f"The guild stands in the dark: a light {later}"
            return "The guild stands in the dark, and nobody able to act has a light to kindle"
    return None
