"""A hook's people met in play (p. 99): the smith, the hermit, the ghost, the hulking beast a
hook names in its room or its counterpart's (``assets/hooks.toml`` ``people``).

The generator writes them into a room's hook entry (``worm.gen.hooks``: a ``who`` line); play
reads them back from the hook's content, so nothing here draws from the generator's streams.
Each is known in play by an id, ``person:<hook>:<end>:<n>`` (the n-th of that hook's people at
that end), which the meeting, the lore and the stat block (``worm.gm.foes.hook_person``)
share.

Policy: a hook's people speak Vulgaris, the everyday tongue of the Underworld's folk (p. 29);
one who does not talk (the beast) speaks nothing.
"""

from __future__ import annotations

from dataclasses import dataclass

from worm.content.models import ContentPack
from worm.content.stocking import Person
from worm.gen.rooms import Stock
from worm.gm import foes

PREFIX = foes.HOOK_PERSON
TONGUE = "vulgaris"
"""Policy: the tongue a hook's people speak (p. 29)."""


@dataclass(frozen=True, slots=True)
class Present:
    """One of a hook's people standing in a room."""

    id: str  # person:<hook>:<end>:<n>
    person: Person

    @property
    def name(self) -> str:
        """What the GM calls them, as a band's name is written: "the smith"."""
        return f"the {self.person.name}"

    @property
    def tongues(self) -> tuple[str, ...]:
        return (TONGUE,) if self.person.talks else ()


def here(pack: ContentPack, stock: Stock) -> list[Present]:
    """The hook's people in a room with ``stock``: those its hooks name ``here`` and those
    its counterparts name ``there``, in the order the room's key lists them."""
    out = []
    for entries, key, end in ((stock.hooks, "id", "here"), (stock.counterparts, "hook", "there")):
        for entry in entries:
            hook = pack.hooks.get(entry.get(key, ""))
            if hook is None or not entry.get("who"):
                continue
            at_end = [p for p in hook.people if p.end == end]
            out += [Present(f"{PREFIX}{hook.id}:{end}:{n}", p) for n, p in enumerate(at_end)]
    return out


def is_person(creature: str) -> bool:
    """Whether ``creature`` is a hook person's id rather than a monster's or a character's."""
    return creature.startswith(PREFIX)


def gone_flag(creature: str) -> str:
    """The level flag that says the guild fought the hook person ``creature`` and it is gone
    from its room (slain, fled or driven off)."""
    return f"gone:{creature}"


def calm_flag(creature: str) -> str:
    """The level flag that says a meeting with the hook person ``creature`` ended in peace:
    one who does not talk is not met again on entering its room (``worm.engine.meet``)."""
    return f"calm:{creature}"


def line(present: Present) -> str:
    """What the GM says of one of them on entering or looking (p. 99): who and busy at what."""
    return f"The {present.person.name} is here, {present.person.busy}."
