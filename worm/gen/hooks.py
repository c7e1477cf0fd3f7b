"""The Underworld's hook plan: reasons to return that lead somewhere, and one quest (pp. 339, 341).

Levels are carved and stocked lazily and in order, so the plan is made in two parts:

- **up front**, from the layout alone (the ``gen:hooks`` stream): which levels pair and with
  which hook. A **thread** is one return hook (p. 339), asked on level A and answered by its
  counterpart on level B, one level up or down; the **quest** is a chain of three to five
  steps (p. 341) on levels that never go shallower, the last in a dungeon lord's lair;
- **as each level is keyed**, from its own ``gen:hooks:rooms:N`` stream: the rooms its parts
  take (steps first, then threads in order), so a level's rooms depend only on that level.

Stocking a level writes what its texts name, so it keys those levels too: the other end of
each of its threads (the level above or below), the step after each step on it, and the step
its Meatgrinder card XXI rumors. The trail starts near the entrance (``NEAR``), so stocking
level 1 keys at most levels 1 and 2.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterable, Iterator, Mapping, Sequence
from typing import TYPE_CHECKING, NamedTuple, overload

import numpy as np

if TYPE_CHECKING:
    from worm.content.models import ContentPack, DungeonSeed
    from worm.content.stocking import Hook
    from worm.gen import keying
    from worm.gen.layout import Layout

STEPS = (3, 5)  # p. 341: three to five steps to the quest's end
STEP_FLAG = "quest:step:"  # a level's flag in play: a step of the quest found there
THREADS = (1, 2)  # policy: one or two return hooks asked on each level
REACH = 1  # policy: a return hook is answered this many levels up or down, a delve away
NEAR = 2  # policy: the quest's first step, and the one after a step on level 1, lie this high
GOAL = "goal"

BIG = frozenset({"hulking beast"})
"""Policy: who a hook's ``there`` names that is too big for a ladder, a shaft or a swim: it
must walk to the hook's room (``WALKS``)."""

WALKS = frozenset({"stairs", "tunnel", "cavern", "bridge"})
WET = frozenset({"water"})
"""Policy: the level shapes that have drowned rooms (a hook's ``text``; else its
``dry_text``, where it has one)."""
"""The kinds of level connection a big creature can walk (``worm.gen.layout``): no ladder,
shaft, lift, waterfall, river, portal, teleporter or mine cart."""


# a NamedTuple, not a dataclass: defined in a tenth of the time (worm gen's start-up)
class Thread(NamedTuple):
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


# a NamedTuple, not a dataclass: defined in a tenth of the time (worm gen's start-up)
class Step(NamedTuple):
    """One step of the Underworld's quest, in ``room`` of ``level``; the last is the goal."""

    number: int  # 1 … len(quest)
    hook: str  # a quest hook's id, or ``GOAL`` for the last step
    level: int
    room: int
    key: str


# a NamedTuple, not a dataclass: defined in a tenth of the time (worm gen's start-up)
class Ground(NamedTuple):
    """What a level's rooms offer a hook, read off its map and keys: ``hidden``, the rooms
    with a secret door or a hidden way out (where a hook that opens a way is asked,
    ``opening``); ``cramped``, those whose floor is filled by their key and the stair or
    shaft of a way out already (``worm.gen.rooms.capacity``), which take a hook or a
    counterpart only when no other room is free; ``small``, those with no floor left for a
    band, a hoard and the hook besides (where the lord's servants heap no quest loot)."""

    hidden: frozenset[int] = frozenset()
    cramped: frozenset[int] = frozenset()
    small: frozenset[int] = frozenset()


# a NamedTuple, not a dataclass: defined in a tenth of the time (worm gen's start-up)
class _Pair(NamedTuple):
    """A thread as planned from the layout: its hook and its two levels, no rooms yet."""

    id: str
    hook: str
    level: int
    other_level: int


# a NamedTuple, not a dataclass: defined in a tenth of the time (worm gen's start-up)
class _Stage(NamedTuple):
    """A quest step as planned from the layout: its hook and level, no room yet."""

    number: int
    hook: str
    level: int


_Part = tuple[str, str]  # ("step", number), ("ask", thread id) or ("answer", thread id)


class Plan:
    """Every thread and the quest's steps, for the whole Underworld.

    Levels and hooks are fixed when the plan is made; a level's rooms are chosen the first
    time one of its parts is read, keying that level (``keyed``) and no other. ``threads``
    and iterating ``quest`` read every part, so key every level: play asks by level."""

    __slots__ = (
        "_big",
        "_brings",
        "_ground",
        "_grounds",
        "_held",
        "_plain",
        "_keyed",
        "_opens",
        "_pairs",
        "_placed",
        "_swapped",
        "_stages",
        "_stream",
        "quest",
    )

    def __init__(
        self,
        pairs: Sequence[_Pair],
        stages: Sequence[_Stage],
        keyed: Callable[[int], keying.Keyed],
        stream: Callable[[int], np.random.Generator],
        big: Iterable[str] = (),
        brings: Iterable[tuple[str, bool]] = (),
        opens: Iterable[str] = (),
        ground: Callable[[int], Ground] | None = None,
        plain: Sequence[str] = (),
        held: Iterable[str] = (),
    ) -> None:
        self._opens = frozenset(opens)
        self._held = frozenset(held)  # loot the lord's servants heaped: on their known ground
        self._ground = ground
        self._grounds: dict[int, Ground] = {}
        self._plain = tuple(plain)
        self._big = frozenset(big)
        self._brings = frozenset(brings)
        self._pairs = tuple(pairs)
        self._stages = tuple(stages)
        self._keyed = keyed
        self._stream = stream
        self._placed: dict[int, dict[_Part, int]] = {}
        self._swapped: dict[str, str] = {}  # thread id → the plain hook asked instead
        self.quest: Sequence[Step] = _Quest(self)

    @property
    def threads(self) -> tuple[Thread, ...]:
        return tuple(self._thread(p) for p in self._pairs)

    def asked_on(self, level: int) -> list[Thread]:
        return [self._thread(p) for p in self._pairs if p.level == level]

    def answered_on(self, level: int) -> list[Thread]:
        return [self._thread(p) for p in self._pairs if p.other_level == level]

    def steps_on(self, level: int) -> list[Step]:
        return [self.quest[s.number - 1] for s in self._stages if s.level == level]

    def next_step(self, found: Iterable[int] = ()) -> Step:
        """The step a rumor points to (p. 341, "one step closer"): the first step, in quest
        order, not found yet (``found``: step numbers); the goal once every other is found.
        Rule: a level's card XXI is written before play, when nothing is found, so every
        level's tells of step 1; in play the engine re-points it to the next unfound step."""
        done = set(found)
        stage = next((s for s in self._stages if s.number not in done), self._stages[-1])
        return self.quest[stage.number - 1]

    def named_from(self, level: int) -> list[int]:
        """The levels whose rooms stocking ``level`` names (it keys them): its own, the other
        end of its threads, the step after each of its steps, the step its rumor tells of."""
        named = {level, self._stages[0].level}
        named |= {p.other_level for p in self._pairs if p.level == level}
        named |= {p.level for p in self._pairs if p.other_level == level}
        named |= {
            self._stages[s.number].level
            for s in self._stages
            if s.level == level and s.number < len(self._stages)
        }
        return sorted(named)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Plan):
            return NotImplemented
        return (self.threads, tuple(self.quest)) == (other.threads, tuple(other.quest))

    __hash__ = None  # type: ignore[assignment]

    def _thread(self, pair: _Pair) -> Thread:
        room = self._place(pair.level)[("ask", pair.id)]
        other_room = self._place(pair.other_level)[("answer", pair.id)]
        return Thread(
            pair.id,
            self._hook(pair),
            pair.level,
            room,
            self._keyed(pair.level).keys[room],
            pair.other_level,
            other_room,
            self._keyed(pair.other_level).keys[other_room],
        )

    def _ground_of(self, level: int) -> Ground:
        if self._ground is None:
            return Ground()
        if level not in self._grounds:
            self._grounds[level] = self._ground(level)
        return self._grounds[level]

    def _hook(self, pair: _Pair) -> str:
        """The thread's hook: the one planned, unless it opens a way (``opening``) and its
        level has no room but the way in with a secret door or a hidden way out, where a
        plain return hook takes its place (one no other thread asks, while one is left; no
        draw), so that no panel slides open on solid rock. Reading it keys the asking level,
        which the thread's other end names all the same."""
        if pair.id in self._swapped:
            return self._swapped[pair.id]
        if pair.hook not in self._opens or self._ground is None:
            return pair.hook
        if self._ground_of(pair.level).hidden - {self._keyed(pair.level).entry}:
            return pair.hook
        return self._substitute(pair)

    def _substitute(self, pair: _Pair) -> str:
        """A plain return hook no other thread asks, while one is left (no draw)."""
        asked = {p.hook for p in self._pairs}
        spare = [h for h in self._plain if h not in asked] or list(self._plain)
        return spare[int(pair.id[1:]) % len(spare)] if spare else pair.hook

    def _step(self, stage: _Stage) -> Step:
        room = self._place(stage.level)[("step", str(stage.number))]
        key = self._keyed(stage.level).keys[room]
        return Step(stage.number, stage.hook, stage.level, room, key)

    def _place(self, level: int) -> dict[_Part, int]:
        """The rooms of ``level``'s parts, chosen once from its keys and its own stream:
        the quest's steps first (the goal in the lord's lair), then the threads in order."""
        if level not in self._placed:
            ground = self._ground_of(level)
            rooms = _Rooms(self._keyed(level), ground.cramped)
            rng = self._stream(level)
            behind = ground.hidden
            placed: dict[_Part, int] = {}
            lord = {rooms.keyed.lord}
            for stage in self._stages:
                if stage.level == level:
                    shy = lord if (stage.hook, True) in self._brings else set()
                    if stage.hook in self._held:  # the household's ground, a hoard and all
                        shy = shy | set(rooms.keyed.secret_rooms) | ground.small
                    wanted = behind if stage.hook in self._opens else frozenset()
                    room = (
                        rooms.claim(rooms.keyed.lord)
                        if stage.hook == GOAL
                        else rooms.take(rng, shy, wanted)
                    )
                    placed[("step", str(stage.number))] = rooms.passed(rng, room)
            for pair in self._pairs:
                if level not in (pair.level, pair.other_level):
                    continue
                # the answer's room keeps clear as the planned hook asks (a substitute asks
                # nothing more), so placing it keys no level but this one
                hook = self._hook(pair) if pair.level == level else pair.hook
                hidden = set(rooms.keyed.secret_rooms) if hook in self._big else set()
                if pair.level == level:
                    shy = hidden | (lord if (hook, True) in self._brings else set())
                    if hook in self._opens and not _behind(rooms, shy, behind):
                        # every room with a hidden way out is taken: no panel on solid rock
                        hook = self._swapped[pair.id] = self._substitute(pair)
                        shy = hidden | (lord if (hook, True) in self._brings else set())
                    wanted = behind if hook in self._opens else frozenset()
                    placed[("ask", pair.id)] = rooms.passed(rng, rooms.take(rng, shy, wanted))
                if pair.other_level == level:
                    shy = hidden | (lord if (hook, False) in self._brings else set())
                    placed[("answer", pair.id)] = rooms.take(rng, shy)
            self._placed[level] = placed
        return self._placed[level]


def _behind(rooms: _Rooms, shy: Collection[int], behind: Collection[int]) -> bool:
    """Whether ``rooms.take`` with ``shy`` would find a free room among ``behind``."""
    free = rooms.free()
    return any(r in behind for r in ([r for r in free if r not in shy] or free))


class _Quest(Sequence[Step]):
    """The quest's steps (``Plan.quest``): a step's room is chosen when the step is read."""

    def __init__(self, plan: Plan) -> None:
        self._plan = plan

    def __len__(self) -> int:
        return len(self._plan._stages)

    @overload
    def __getitem__(self, index: int) -> Step: ...

    @overload
    def __getitem__(self, index: slice) -> Sequence[Step]: ...

    def __getitem__(self, index: int | slice) -> Step | Sequence[Step]:
        if isinstance(index, slice):
            return [self[i] for i in range(*index.indices(len(self)))]
        return self._plan._step(self._plan._stages[index])

    def __iter__(self) -> Iterator[Step]:
        return (self[i] for i in range(len(self)))


class _Rooms:
    """The rooms of one level the plan may still use, and those already given a part."""

    def __init__(self, keyed: keying.Keyed, cramped: Collection[int] = ()) -> None:
        self.keyed = keyed
        self.cramped = frozenset(cramped)
        self.taken: set[int] = set()

    def free(self) -> list[int]:
        """Rooms to put a part in: keyed, not the entry, not taken if any is not, not
        ``cramped`` if any is not."""
        keyed = self.keyed
        rooms = [r for r, key in enumerate(keyed.keys) if key and r != keyed.entry]
        rooms = rooms or [keyed.entry]
        rooms = [r for r in rooms if r not in self.taken] or rooms
        return [r for r in rooms if r not in self.cramped] or rooms

    def claim(self, room: int) -> int:
        self.taken.add(room)
        return room

    def take(
        self, rng: np.random.Generator, hidden: Collection[int] = (), wanted: Collection[int] = ()
    ) -> int:
        """A free room (one draw), not one of ``hidden`` while another is free: a big
        creature's hook is never in a secret room, behind a door only the guild can find, and
        a hook that brings something a faction may shun (``Hook.brings``) never in the lord's
        room, which its household holds whatever it shuns. A hook whose end opens a way
        (``OPENS``) takes one of ``wanted``, the rooms with a secret door or a hidden way out,
        while one is free: the panel its words slide open leads somewhere."""
        rooms = self.free()
        rooms = [r for r in rooms if r not in hidden] or rooms
        rooms = [r for r in rooms if r in wanted] or rooms
        return self.claim(rooms[int(rng.integers(len(rooms)))])

    def passed(self, rng: np.random.Generator, room: int) -> int:
        """``room``, after the draw that once chose a second room of the level for a hook's
        words: no hook names one now (issue 21.6), but the draw stays so that every part's
        room, and the stocking around it, stays where it was."""
        keyed = self.keyed
        others = [r for r, key in enumerate(keyed.keys) if key and r != room] or [room]
        rng.integers(len(others))
        return room


def plan(
    rng: np.random.Generator,
    pack: ContentPack,
    layout: Layout,
    keyed: Callable[[int], keying.Keyed],
    stream: Callable[[int], np.random.Generator],
    ground: Callable[[int], Ground] | None = None,
) -> Plan:
    """The hook plan of an Underworld laid out as ``layout``: its levels and hooks drawn now
    from ``rng``, level n's rooms when first read, from ``keyed(n)`` and ``stream(n)``;
    ``ground(n)`` what level n's rooms offer a hook (``Ground``)."""
    count = len(layout.levels)
    stages = _quest(rng, pack, count)
    walks = {frozenset((c.a, c.b)) for c in layout.connections if c.kind in WALKS and not c.secret}
    rows = {slot.number: slot.position[0] for slot in layout.levels}
    links = [(c.a, c.b) for c in layout.connections]
    pairs = _threads(rng, pack, count, walks, rows, links)
    big = {h.id for h in pack.hooks.values() if set(h.there) & BIG}
    opens = {h.id for h in pack.hooks.values() if opening(h)}
    plain = [
        h.id
        for h in pack.hooks.values()
        if h.kind == "return"
        and h.id not in opens
        and h.id not in big
        and not h.downhill
        and not h.fell
        and not h.brings
        and not h.there_brings
    ]
    brings = {(h.id, True) for h in pack.hooks.values() if h.brings}
    brings |= {(h.id, False) for h in pack.hooks.values() if h.there_brings}
    held = {h.id for h in pack.hooks.values() if h.held}
    return Plan(pairs, stages, keyed, stream, big, brings, opens, ground, plain, held)


SECRETS = frozenset({"secret_door", "secret_room", "secret"})
"""What a ``reveal`` outcome opens that the engine finds in the room itself
(``worm.engine.secrets.reveal``): a secret door or a hidden way out of it."""


def opening(hook: Hook) -> bool:
    """Whether doing ``hook`` opens a hidden way out of its room (a panel slides, a vault
    door sighs open): an ``on_done`` reveal of a secret door or room."""
    return any(o.effect == "reveal" and o.id in SECRETS for o in hook.on_done)


def _fresh(rng: np.random.Generator, pool: list[Hook], used: set[str]) -> Hook:
    """A hook of ``pool`` not used yet in the Underworld, while one is left."""
    left = [h for h in pool if h.id not in used] or pool
    chosen = left[int(rng.integers(len(left)))]
    used.add(chosen.id)
    return chosen


def _quest(rng: np.random.Generator, pack: ContentPack, count: int) -> list[_Stage]:
    """Three to five steps on levels that go no shallower, the last in a lord's lair (p. 341).

    A step's text names the room of the step after it and what is in its own room."""
    pool = [h for h in pack.hooks.values() if h.kind == "quest"]
    wanted = int(rng.integers(STEPS[0], STEPS[1] + 1))
    drawn = sorted(int(n) + 1 for n in rng.choice(count, size=wanted, replace=count < wanted))
    levels = _near_start(drawn)
    used: set[str] = set()
    return [
        _Stage(number, GOAL if number == wanted else _fresh(rng, pool, used).id, level)
        for number, level in enumerate(levels, start=1)
    ]


def _near_start(levels: list[int]) -> list[int]:
    """Policy (p. 341): the trail starts near the entrance, its first step no deeper than
    level ``NEAR``, and so does the step after one on level 1: what level 1 tells of (its
    rumor, its steps' next rooms) lies on it or the level below, the only ones a new game
    keys. ``levels`` is sorted and stays so."""
    near = list(levels)
    for i, level in enumerate(near):
        if i == 0 or near[i - 1] == 1:
            near[i] = min(level, NEAR)
    return near


def _threads(
    rng: np.random.Generator,
    pack: ContentPack,
    count: int,
    walks: Collection[frozenset[int]] = (),
    rows: Mapping[int, int] | None = None,
    links: Collection[tuple[int, int]] = (),
) -> list[_Pair]:
    """One or two return hooks asked on each level, each answered on a level ``REACH`` up or
    down (p. 339): near enough to bring back in the same delve or the next. A hook whose
    counterpart is a big creature (``BIG``: it must be led to the asking room) pairs only
    levels joined by a known way it can walk (``walks``, of ``WALKS``): the other neighbour
    if that one is walkable, else another hook is drawn (gm_review2 problem 3: a beast
    driven up a ladder, or down a river). A ``downhill`` hook (water seeping in from a
    cistern) pairs only with a level above, in a row of the table nearer the surface
    (``rows``: level → row, p. 333), the other neighbour if that one is above, else another
    hook is drawn (GM read 25: s11 113's water ran up from the level below); a ``fell`` one
    (a counterweight dropped, a cage that then rises) pairs only with a level below, and only
    when asked on a level with a way up (``links``: the connections) for the cage to rise by."""
    if count < 2:
        return []
    row = rows or {n: n for n in range(1, count + 1)}
    rises = {n for c in links for n, o in ((c[0], c[1]), (c[1], c[0])) if row[o] < row[n]}
    pool = [h for h in pack.hooks.values() if h.kind == "return"]
    small = [h for h in pool if not set(h.there) & BIG and not h.downhill and not h.fell]
    used: set[str] = set()
    pairs: list[_Pair] = []
    for level in range(1, count + 1):
        others = [n for n in (level - REACH, level + REACH) if 1 <= n <= count]
        for _ in range(int(rng.integers(THREADS[0], THREADS[1] + 1))):
            hook = _fresh(rng, pool, used)
            other = others[int(rng.integers(len(others)))]
            if not _falls(hook, row, level, other, rises):
                fits = [n for n in others if _falls(hook, row, level, n, rises)]
                if fits:
                    other = fits[0]
                else:
                    used.discard(hook.id)
                    hook = _fresh(rng, small, used)
            if set(hook.there) & BIG and frozenset((level, other)) not in walks:
                walkable = [n for n in others if frozenset((level, n)) in walks]
                if walkable:
                    other = walkable[0]
                else:
                    used.discard(hook.id)
                    hook = _fresh(rng, small, used)
            pairs.append(_Pair(f"r{len(pairs) + 1}", hook.id, level, other))
    return pairs


def _falls(
    hook: Hook, row: Mapping[int, int], level: int, other: int, rises: Collection[int] = ()
) -> bool:
    """Whether ``hook``, asked on ``level``, may be answered on ``other`` as gravity has it
    (``Hook.downhill``, ``Hook.fell``; rows of the table, p. 333); ``rises``: the levels with
    a way up, where a cage can rise."""
    if hook.downhill:
        return row[other] < row[level]
    if hook.fell:
        return row[other] > row[level] and level in rises
    return True


PEOPLE = frozenset(
    {"hermit", "smith", "money-lender", "debtor", "cook", "kitchen staff", "prisoner", "ghost"}
    | {"rival guild", "band"}
)
"""Policy: who a hook's ``here`` or ``there`` names that is a person waiting calmly to be dealt
with (p. 339): no band that attacks on sight stands in that room (``worm.gen.rooms``)."""


def people(here: str) -> bool:
    """Whether a hook entry's ``here`` ("a; b", as ``asked`` and ``answer`` write it) names
    one of the ``PEOPLE``."""
    return any(part.strip() in PEOPLE for part in here.split(";"))


def brought(
    pack: ContentPack, plan: Plan, level: int
) -> tuple[dict[int, set[str]], set[int], set[int]]:
    """What this level's hook rooms will see, by room: the tastes their hooks bring (a fire
    shared, a hymn sung; ``Hook.brings``); the rooms whose hook names the lord's own people
    (its servants, its prisoner, its scribe), which none of the lord's rivals holds (p. 337;
    ``worm.gen.factions``); and the rooms where a hook's person waits (``PEOPLE``)."""
    tastes: dict[int, set[str]] = {}
    lordly: set[int] = set()
    calm: set[int] = set()
    parts = [
        (t.room, pack.hooks[t.hook].brings, pack.hooks[t.hook].text) for t in plan.asked_on(level)
    ]
    calm |= {t.room for t in plan.asked_on(level) if people("; ".join(pack.hooks[t.hook].here))}
    calm |= {
        s.room
        for s in plan.steps_on(level)
        if s.hook != GOAL and people("; ".join(pack.hooks[s.hook].here))
    }
    calm |= {
        t.other_room for t in plan.answered_on(level) if people("; ".join(pack.hooks[t.hook].there))
    }
    parts += [
        (s.room, pack.hooks[s.hook].brings, pack.hooks[s.hook].text)
        for s in plan.steps_on(level)
        if s.hook != GOAL
    ]
    parts += [
        (t.other_room, pack.hooks[t.hook].there_brings, pack.hooks[t.hook].counterpart or "")
        for t in plan.answered_on(level)
    ]
    for room, brings, text in parts:
        tastes.setdefault(room, set()).update(brings)
        if "{lord}" in text:
            lordly.add(room)
    return {r: t for r, t in tastes.items() if t}, lordly, calm


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
        "lord": here.dungeon_lord,
    }
    text = hook.text if here.shape in WET or hook.dry_text is None else hook.dry_text
    entry = {
        "id": hook.id,
        "kind": hook.kind,
        "text": text.format(**words),
        "thread": thread.id,
        "level": there.name,
        "level_number": str(thread.other_level),
        "room": thread.other_key,
    }
    if hook.needs:
        entry["needs"] = hook.needs.format(**words)
    if hook.here:
        entry["here"] = "; ".join(hook.here)
    _people(entry, hook, "here")
    return entry


def _people(entry: dict[str, str], hook: Hook, end: str) -> None:
    """The hook's people at this ``end`` as creatures are keyed (p. 99): who, busy at what,
    met in a mood drawn when met, whether they talk, their likes and hates (``who``)."""
    lines = [
        f"The {person.name}, {person.busy} — Disposition drawn when "
        f"met (p. 99){', will talk' if person.talks else ''}. "
        f"Likes: {', '.join(person.likes)}. Hates: {', '.join(person.hates)}."
        for person in hook.people
        if person.end == end
    ]
    if lines:
        entry["who"] = " ".join(lines)


ENDINGS = {
    "fetch": "Carried back to {room}, it settles that hook.",
    "escort": "Brought safely back to {room}, the one found here settles that hook.",
    "deed": "Once it is done here, that hook in {room} is settled on the guild's next visit.",
    "learn": "Learned here and brought back to {room}, it settles that hook.",
}
"""Policy: how a counterpart closes, by what its return hook asks of the guild (``errand``)."""


def answer(pack: ContentPack, thread: Thread, seeds: dict[int, DungeonSeed]) -> dict[str, str]:
    """The thread's counterpart as stocking level ``thread.other_level`` places it."""
    hook = pack.hooks[thread.hook]
    here = seeds[thread.level]
    asking = where(here.name, thread.level, thread.key)
    text = (hook.counterpart or "").format(level=asking, other_level=asking, lord=here.dungeon_lord)
    entry = {
        "thread": thread.id,
        "hook": hook.id,
        "text": text,
        "for_level": here.name,
        "for_level_number": str(thread.level),
        "for_room": thread.key,
        "ending": ENDINGS[hook.errand or "fetch"].format(room=f"room {thread.key}"),
    }
    if hook.there:
        entry["here"] = "; ".join(hook.there)
    _people(entry, hook, "there")
    return entry


def step_entry(
    pack: ContentPack,
    quest: Sequence[Step],
    step: Step,
    seeds: dict[int, DungeonSeed],
    *,
    guarded: bool = False,
) -> dict[str, str]:
    """A quest step as stocking its level writes it in its room (a ``quest`` hook);
    ``guarded``: the lord's own people stand there (``Hook.guarded_text``)."""
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
    words = {"level": seed.name, "other_level": onward, "lord": seed.dungeon_lord}
    said = hook.guarded_text if guarded and hook.guarded_text else hook.text
    text = said.format(**words)
    if after is not None and "{other_level}" not in said:
        text += f" What it tells points on to {onward}."
    entry["text"] = text
    entry["next_level"] = str(after.level) if after else ""
    entry["next_room"] = after.key if after else ""
    if hook.needs:
        entry["needs"] = hook.needs.format(**words)
    if hook.here:
        entry["here"] = "; ".join(hook.here)
    _people(entry, hook, "here")
    return entry


RUMOR_FORMS = (
    "Overheard from {teller}, a name that keeps coming up: {place}. {lead}",
    "A crude map that {teller} scratched in the dirt and left behind marks {place}. {lead}",
    "Gossip spread by {teller}, heard at a distance: the trail goes on in {place}. {lead}",
)
"""Policy (p. 341): how a level's own creatures let slip the next step of the quest. Only
creatures that talk tell it (``Monster.talks``); where none on the level do, a sign does.
Each is something the guild overhears or comes across, never a deal it did not make (a
rumor "bargained out of" a band nobody bargained with, seed 893)."""

SIGN_FORMS = (
    "A note pinned to the wall by a guild gone before names {place}. {lead}",
    "An arrow carved into the stone, and under it {place}. {lead}",
    "A scrawl in charcoal on a doorpost reads {place}. {lead}",
)
"""Policy: the rumor where nobody on the level can speak it, left by earlier delvers."""


LEADS = {
    "place": "Whatever is there shows the way onward.",
    "tool": "Whatever is there is needed before the end.",
    "hazard": "Whatever is there warns of what guards the end.",
    GOAL: "The quest ends there, under the eye of its lord.",
}


def rumor_text(pack: ContentPack, step: Step, name: str, teller: str, form: int) -> str:
    """The words of a quest rumor of ``step`` (on the level called ``name``): the place first,
    then what it holds; told by ``teller``, or written up as a sign when it is empty."""
    reveals = GOAL if step.hook == GOAL else pack.hooks[step.hook].reveals or "place"
    forms = RUMOR_FORMS if teller else SIGN_FORMS
    text = forms[form % len(forms)].format(
        teller=teller, place=where(name, step.level, step.key), lead=LEADS[reveals]
    )
    return text[0].upper() + text[1:]


def rumor(
    rng: np.random.Generator,
    pack: ContentPack,
    step: Step,
    tellers: Sequence[str],
    seeds: dict[int, DungeonSeed],
) -> dict[str, object]:
    """A level's Meatgrinder card XXI (p. 341): one of its own creatures that talk
    (``tellers``, monster names; none, and it is a sign) gives a rumor of ``step``, the next
    step of the quest (``Plan.next_step``), and where it lies."""
    drawn = int(rng.integers(max(len(tellers), 1)))  # drawn even for a sign: same draws
    teller = tellers[drawn] if tellers else ""
    form = int(rng.integers(len(RUMOR_FORMS)))
    return {
        "card": 21,
        "band": "quest_rumor",
        "id": f"rumor_step_{step.number}",
        "kind": "rumor",
        "name": f"Word of step {step.number} of the quest",
        "text": rumor_text(pack, step, seeds[step.level].name, teller, form),
        "outcomes": [{"effect": "rumor", "who": "guild"}],
        "step": step.number,
        "level": step.level,
        "room": step.key,
        "teller": teller,
        "form": form,
    }
