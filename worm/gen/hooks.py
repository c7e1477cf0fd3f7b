"""The Underworld's hook plan: reasons to return that lead somewhere, and one quest (pp. 339, 341).

Levels are stocked lazily and in order, so what a hook on one level asks for, and where its
answer lies on another, is planned once for the whole Underworld from the layout and each
level's keyed map (never its stocking), from the ``gen:hooks`` stream:

- a **thread** is one return hook (p. 339): asked in a room of level A, answered by its
  counterpart in a named room of level B; stocking A writes the hook with B's real name and
  room key, stocking B places the counterpart in that room;
- the **quest** is a chain of three to five steps (p. 341), each a quest hook in a real room,
  the levels never shallower than the step before, the last in a dungeon lord's lair; each
  level's Meatgrinder card XXI is a rumor of the next step, told by a creature of that level.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

import numpy as np

from worm.content.models import ContentPack, DungeonSeed
from worm.content.stocking import Hook
from worm.gen import keying
from worm.gen.layout import Layout

STEPS = (3, 5)  # p. 341: three to five steps to the quest's end
STEP_FLAG = "quest:step:"  # a level's flag in play: a step of the quest found there
THREADS = (1, 2)  # policy: one or two return hooks asked on each level
GOAL = "goal"


@dataclass(frozen=True, slots=True)
class Thread:
    """One return hook: asked in ``room`` of ``level``, answered in ``other_room`` of
    ``other_level`` (room indexes; ``key``/``other_key`` their keys)."""

    id: str  # "r1", "r2", … in the order planned
    hook: str  # the hook's id in the pack
    level: int
    room: int
    key: str
    other_level: int
    other_room: int
    other_key: str
    near: str  # the key of another room of ``level``, for the hook's {other_room}


@dataclass(frozen=True, slots=True)
class Step:
    """One step of the Underworld's quest, in ``room`` of ``level``; the last is the goal."""

    number: int  # 1 … len(quest)
    hook: str  # a quest hook's id, or ``GOAL`` for the last step
    level: int
    room: int
    key: str
    near: str


@dataclass(frozen=True, slots=True)
class Plan:
    """Every thread and the quest's steps, for the whole Underworld."""

    threads: tuple[Thread, ...]
    quest: tuple[Step, ...]

    def asked_on(self, level: int) -> list[Thread]:
        return [t for t in self.threads if t.level == level]

    def answered_on(self, level: int) -> list[Thread]:
        return [t for t in self.threads if t.other_level == level]

    def steps_on(self, level: int) -> list[Step]:
        return [s for s in self.quest if s.level == level]

    def next_step(self, level: int) -> Step:
        """The step a rumor on ``level`` points to: the first one no shallower than it, or
        the goal for a level below every step."""
        return next((s for s in self.quest if s.level >= level), self.quest[-1])


@dataclass(slots=True)
class _Rooms:
    """The rooms of each level the plan may still use, and those already given a part."""

    keyed: dict[int, keying.Keyed]
    taken: dict[int, set[int]]

    def free(self, level: int) -> list[int]:
        """Rooms of ``level`` to put a part in: keyed, not the entry, not taken if any is not."""
        keyed = self.keyed[level]
        rooms = [r for r, key in enumerate(keyed.keys) if key and r != keyed.entry]
        rooms = rooms or [keyed.entry]
        return [r for r in rooms if r not in self.taken[level]] or rooms

    def take(self, rng: np.random.Generator, level: int) -> int:
        rooms = self.free(level)
        room = rooms[int(rng.integers(len(rooms)))]
        self.taken[level].add(room)
        return room

    def near(self, rng: np.random.Generator, level: int, room: int) -> str:
        """Another room of ``level`` than ``room``, for a text's {other_room}."""
        keyed = self.keyed[level]
        others = [r for r, key in enumerate(keyed.keys) if key and r != room] or [room]
        return "room " + keyed.keys[others[int(rng.integers(len(others)))]]


def plan(
    rng: np.random.Generator, pack: ContentPack, layout: Layout, keyed: Sequence[keying.Keyed]
) -> Plan:
    """The hook plan of an Underworld laid out as ``layout``, ``keyed[n - 1]`` level n's keys."""
    rooms = _Rooms(
        {n + 1: k for n, k in enumerate(keyed)}, {n + 1: set() for n in range(len(keyed))}
    )
    quest = _quest(rng, pack, len(keyed), rooms)
    threads = _threads(rng, pack, len(keyed), rooms)
    return Plan(tuple(threads), tuple(quest))


def _fresh(rng: np.random.Generator, pool: list[Hook], used: set[str]) -> Hook:
    """A hook of ``pool`` not used yet in the Underworld, while one is left."""
    left = [h for h in pool if h.id not in used] or pool
    chosen = left[int(rng.integers(len(left)))]
    used.add(chosen.id)
    return chosen


def _quest(rng: np.random.Generator, pack: ContentPack, count: int, rooms: _Rooms) -> list[Step]:
    """Three to five steps on levels that go no shallower, the last in a lord's lair (p. 341).

    A step's text names the room of the step after it, so quest hooks that speak of a room of
    their own level (``{other_room}``) are left out: nothing there would answer them."""
    pool = [
        h
        for h in pack.hooks.values()
        if h.kind == "quest" and "{other_room}" not in h.text + (h.needs or "")
    ]
    wanted = int(rng.integers(STEPS[0], STEPS[1] + 1))
    levels = sorted(int(n) + 1 for n in rng.choice(count, size=wanted, replace=count < wanted))
    used: set[str] = set()
    steps = []
    for number, level in enumerate(levels, start=1):
        keyed = rooms.keyed[level]
        if number == wanted:
            room, hook = keyed.lord, GOAL
            rooms.taken[level].add(room)
        else:
            room, hook = rooms.take(rng, level), _fresh(rng, pool, used).id
        near = rooms.near(rng, level, room)
        steps.append(Step(number, hook, level, room, keyed.keys[room], near))
    return steps


def _threads(
    rng: np.random.Generator, pack: ContentPack, count: int, rooms: _Rooms
) -> list[Thread]:
    """One or two return hooks asked on each level, each answered on another (p. 339)."""
    if count < 2:
        return []
    pool = [h for h in pack.hooks.values() if h.kind == "return"]
    used: set[str] = set()
    threads: list[Thread] = []
    for level in range(1, count + 1):
        others = [n for n in range(1, count + 1) if n != level]
        for _ in range(int(rng.integers(THREADS[0], THREADS[1] + 1))):
            hook = _fresh(rng, pool, used)
            other = others[int(rng.integers(len(others)))]
            room = rooms.take(rng, level)
            other_room = rooms.take(rng, other)
            threads.append(
                Thread(
                    f"r{len(threads) + 1}",
                    hook.id,
                    level,
                    room,
                    rooms.keyed[level].keys[room],
                    other,
                    other_room,
                    rooms.keyed[other].keys[other_room],
                    rooms.near(rng, level, room),
                )
            )
    return threads


def steps_found(flags: Iterable[str]) -> list[int]:
    """The quest's steps found in play, in order, read off the levels' flags (``STEP_FLAG``)."""
    return sorted({int(f[len(STEP_FLAG) :]) for f in flags if f.startswith(STEP_FLAG)})


def where(name: str, level: int, key: str) -> str:
    """A room named as a GM's key would: the level's name, its number and the room's key."""
    return f"{name} (level {level}, room {key})"


def asked(pack: ContentPack, thread: Thread, seeds: dict[int, DungeonSeed]) -> dict[str, str]:
    """The return hook as stocking level ``thread.level`` writes it in its room."""
    hook = pack.hooks[thread.hook]
    here, there = seeds[thread.level], seeds[thread.other_level]
    words = {
        "level": here.name,
        "other_level": where(there.name, thread.other_level, thread.other_key),
        "other_room": thread.near,
        "lord": here.dungeon_lord,
    }
    entry = {
        "id": hook.id,
        "kind": hook.kind,
        "text": hook.text.format(**words),
        "thread": thread.id,
        "level": there.name,
        "level_number": str(thread.other_level),
        "room": thread.other_key,
    }
    if hook.needs:
        entry["needs"] = hook.needs.format(**words)
    return entry


def answer(pack: ContentPack, thread: Thread, seeds: dict[int, DungeonSeed]) -> dict[str, str]:
    """The thread's counterpart as stocking level ``thread.other_level`` places it."""
    hook = pack.hooks[thread.hook]
    here = seeds[thread.level]
    asking = where(here.name, thread.level, thread.key)
    text = (hook.counterpart or "").format(
        level=asking, other_level=asking, other_room=thread.key, lord=here.dungeon_lord
    )
    return {
        "thread": thread.id,
        "hook": hook.id,
        "text": text,
        "for_level": here.name,
        "for_level_number": str(thread.level),
        "for_room": thread.key,
    }


def step_entry(
    pack: ContentPack, quest: Sequence[Step], step: Step, seeds: dict[int, DungeonSeed]
) -> dict[str, str]:
    """A quest step as stocking its level writes it in its room (a ``quest`` hook)."""
    seed = seeds[step.level]
    after = quest[step.number] if step.number < len(quest) else None
    onward = where(seeds[after.level].name, after.level, after.key) if after else seed.name
    entry = {
        "id": step.hook,
        "kind": "quest",
        "step": str(step.number),
        "of": str(len(quest)),
    }
    if step.hook == GOAL:
        entry["text"] = (
            f"Here, in the lair of {seed.dungeon_lord}, the trail of your quest ends: "
            "what you came for is within reach, if the lord can be got past."
        )
        return entry
    hook = pack.hooks[step.hook]
    words = {
        "level": seed.name,
        "other_level": onward,
        "other_room": step.near,
        "lord": seed.dungeon_lord,
    }
    text = hook.text.format(**words)
    if after is not None and "{other_level}" not in hook.text:
        text += f" What it tells points on to {onward}."
    entry["text"] = text
    entry["next_level"] = str(after.level) if after else ""
    entry["next_room"] = after.key if after else ""
    if hook.needs:
        entry["needs"] = hook.needs.format(**words)
    return entry


RUMOR_FORMS = (
    "Overheard from {teller}, a name that keeps coming up: {place}. {lead}",
    "A crude map scratched on the wall by {teller} marks {place}. {lead}",
    "Bargained out of {teller} for a crust: {lead} Look in {place}.",
)
"""Policy (p. 341): how a level's own creatures let slip the next step of the quest."""


LEADS = {
    "place": "Something there shows the way onward.",
    "tool": "Something there is needed before the end.",
    "hazard": "Something there warns of what guards the end.",
    GOAL: "That is where the quest ends, under the eye of its lord.",
}


def rumor(
    rng: np.random.Generator,
    pack: ContentPack,
    quest: Sequence[Step],
    level: int,
    tellers: Sequence[str],
    seeds: dict[int, DungeonSeed],
) -> dict[str, object]:
    """Level ``level``'s Meatgrinder card XXI (p. 341): one of its own creatures (``tellers``,
    monster names) gives a rumor of the next step of the quest, and where it lies."""
    step = next((s for s in quest if s.level >= level), quest[-1])
    teller = tellers[int(rng.integers(len(tellers)))]
    form = RUMOR_FORMS[int(rng.integers(len(RUMOR_FORMS)))]
    reveals = GOAL if step.hook == GOAL else pack.hooks[step.hook].reveals or "place"
    place = where(seeds[step.level].name, step.level, step.key)
    text = form.format(teller=teller, place=place, lead=LEADS[reveals])
    return {
        "card": 21,
        "band": "quest_rumor",
        "id": f"rumor_step_{step.number}",
        "kind": "rumor",
        "name": f"word of step {step.number} of the quest",
        "text": text[0].upper() + text[1:],
        "outcomes": [{"effect": "rumor", "who": "guild"}],
        "step": step.number,
        "level": step.level,
        "room": step.key,
    }
