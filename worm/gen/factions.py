"""Factions on one level (p. 337): who holds power, what each wants and will not have, the
tongues they speak, their lair and territory, and how they stand with the rest of the level.

A level gets one to three factions drawn from its seed's lord and common monsters: the lord's
household always, holding power, joined by the common monsters that share the lord's theme;
then up to two more, each the creatures of one theme among the rest that can be dealt with
(they talk, or do not attack on sight). What is left are the level's unaligned creatures,
which the factions hunt or keep clear of. Each faction's lair is a room (the household's is
the lord's room) and its territory the rooms nearest it on the level's graph; a room's
standing band is a member of the faction holding it, or an unaligned creature where no
faction does. Drawn from the level's own ``gen:factions:N`` stream, so no other draw moves.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence
from types import MappingProxyType
from typing import TYPE_CHECKING, NamedTuple

import numpy as np

from worm.gen import danger, index

if TYPE_CHECKING:
    from worm.content.factions import Factions, Motive
    from worm.content.models import ContentPack, DungeonSeed
    from worm.content.monsters import Monster

EXTRA_FACTIONS = (0.2, 0.45, 0.35)
"""Policy: the chances of none, one or two factions beside the lord's household."""

HOUSEHOLD_SHARE = 0.35
OTHER_SHARE = 0.2
"""Policy: the share of a level's open rooms the household and each other faction hold when
there are unaligned creatures to roam the rest; with none, the factions hold every room."""

RELATIONS_TO_HOUSEHOLD = (("rivals", 0.45), ("at war", 0.35), ("allies", 0.2))
RELATIONS_BETWEEN = (("rivals", 0.45), ("allies", 0.35), ("at war", 0.2))
"""Policy: how a faction stands with the one in power, and with another faction out of it."""

LAIR_DEPTH = 0.5
"""Policy: a faction out of power makes its lair no nearer the way in than this share of the
level's deepest known room (p. 337 places no lair; issue 21 point 5 wants risk to grow with
distance, and a lair always holds its band)."""

MEMBERS = 3
"""Policy: at most three kinds of creature in one faction; the rest of a theme go unaligned."""

RANK = MappingProxyType({"minion": 0, "strategist": 1, "brute": 2, "elite": 3, "dungeon_lord": 4})
BULK = MappingProxyType({"small": 0, "human": 1, "large": 2, "huge": 3})
"""How a creature measures against another (pp. 250–252; size as ``Monster.size``): its
threat first, then its bulk. A faction's hunt and keep-clear lists are read off these."""


# a NamedTuple, not a dataclass: defined in a tenth of the time (worm gen's start-up)
class Relation(NamedTuple):
    """How a faction stands with another faction (``creature`` False) or an unaligned creature:
    allies, rivals or at war with a faction; prey or wary of a creature."""

    other: str  # a faction id, or a monster id
    kind: str
    creature: bool = False


# a NamedTuple, not a dataclass: defined in a tenth of the time (worm gen's start-up)
class Faction(NamedTuple):
    """One faction of a level (p. 337). ``members`` are monster ids (the household's include
    the lord); ``lair`` and ``territory`` are room indexes, the lair among the territory."""

    id: str
    name: str
    household: bool
    power: bool
    members: tuple[str, ...]
    want: Motive
    shun: Motive
    languages: tuple[str, ...]
    lair: int
    territory: tuple[int, ...]
    relations: tuple[Relation, ...]

    def standing(self, pack: ContentPack) -> tuple[str, ...]:
        """The members that stand as a band in its rooms: all but a lord met only in its lair."""
        return tuple(m for m in self.members if _stands_guard(pack.monsters[m]))


# a NamedTuple, not a dataclass: defined in a tenth of the time (worm gen's start-up)
class Plan(NamedTuple):
    """A level's factions, its unaligned creatures, and for each room the faction holding it
    (an index into ``factions``, -1 for none); who stands in a room is the stocking's
    (``worm.gen.rooms``), from the holders' standing members."""

    factions: tuple[Faction, ...]
    unaligned: tuple[str, ...]
    holder: tuple[int, ...]

    def faction_id(self, room: int) -> str:
        """The id of the faction holding ``room``, or "" where none does."""
        held = self.holder[room]
        return self.factions[held].id if held >= 0 else ""

    def by_id(self, faction_id: str) -> Faction | None:
        return next((f for f in self.factions if f.id == faction_id), None)


def speech(monster: Monster) -> tuple[str, ...]:
    """The languages a creature speaks (p. 29). Policy: the one the content gives; otherwise
    spirits speak Tylwyth, as the book says most do, and everything else Vulgaris."""
    if monster.speaks:
        return (monster.speaks,)
    return ("tylwyth",) if monster.theme == "spirit" else ("vulgaris",)


def plan(
    rng: np.random.Generator,
    pack: ContentPack,
    seed: DungeonSeed,
    rooms: int,
    edges: Sequence[tuple[int, int]],
    *,
    lord: int,
    entry: int,
    secret: Collection[int],
    said: set[str] | None = None,
    brings: Mapping[int, Collection[str]] = MappingProxyType({}),
    lordly: Collection[int] = (),
    calm: Collection[int] = (),
    busy: Collection[int] = (),
    far: Sequence[int] = (),
) -> Plan:
    """Draw a level's factions for its ``rooms`` joined by ``edges`` (pairs of room indexes);
    ``lord`` is the lord's room, ``entry`` the way in, ``secret`` the secret rooms (no faction
    knows them); ``said`` holds the ids of the wants and shuns the Underworld's factions
    already have (it grows). ``brings`` gives the tastes a hook room will see
    (``worm.gen.hooks.brought``) and ``lordly`` the hook rooms that name the lord's own people:
    no faction holds a room bringing what it will not have, no rival of the lord's household
    one of ``lordly``, and no faction but the household makes its lair in either, nor in a room
    where a hook's person waits (``calm``: its band might attack on sight) (``_keep_clear``),
    nor, while another will do, in a room holding a hook, a counterpart or a key (``busy``):
    a lair always holds its band, and a small room holding those has no room for it too
    (``worm.gen.rooms.capacity``). ``far`` gives each room's distance from the nearest known
    surface entrance (``worm.gen.danger``), which places the lairs (``_lairs``)."""
    by_name = index.of(pack).monsters_by_name
    the_lord = by_name[seed.dungeon_lord]
    common = [by_name[name] for name in (*seed.common_monsters, *seed.kept)]
    groups = _groups(rng, the_lord, common)
    grouped = {m.id for group in groups for m in group}
    unaligned = [m for m in common if m.id not in grouped]
    distance = _distances(rooms, edges)
    avoid = {r for r, tastes in brings.items() if tastes} | set(lordly) | set(calm) | set(busy)
    lairs = _lairs(
        rng,
        groups,
        rooms,
        distance,
        lord=lord,
        entry=entry,
        secret=secret,
        avoid=avoid,
        far=far,
        never=lordly,
    )
    stands = [any(_stands_guard(m) for m in members) for members in groups]
    territory = _territories(
        rooms, edges, distance, lairs, secret, roam=bool(unaligned), stands=stands
    )
    tables = pack.factions
    names: list[str] = []
    factions: list[Faction] = []
    for number, members in enumerate(groups):
        household = number == 0
        name = _name(rng, tables, seed, members, household=household, taken=names)
        names.append(name)
        want, shun = _motives(
            rng,
            tables,
            members,
            lighting=seed.lighting,
            taken={f.want.id for f in factions},
            said=said if said is not None else (),
        )
        if said is not None:
            said |= {want.id, shun.id}
        factions.append(
            Faction(
                id=_slug(name),
                name=name,
                household=household,
                power=household,
                members=tuple(m.id for m in members),
                want=want,
                shun=shun,
                languages=_languages(members),
                lair=lairs[number],
                territory=tuple(sorted(territory[number])),
                relations=(),
            )
        )
    factions, territory = _keep_clear(factions, territory, brings, lordly)
    factions = _relate(rng, pack, factions, unaligned)
    holder = [-1] * rooms
    for number, held in enumerate(territory):
        for room in held:
            holder[room] = number
    return Plan(tuple(factions), tuple(m.id for m in unaligned), tuple(holder))


def _groups(
    rng: np.random.Generator, the_lord: Monster, common: list[Monster]
) -> list[list[Monster]]:
    """The members of each faction, the household first: the lord and the common monsters of
    its theme (or one recruit when none shares it), then up to two themes of the rest. A
    one-of-a-kind creature (``singular``, the Menagerie's, p. 357) joins none: each is kept
    in a chamber of its own, unaligned."""
    common = [m for m in common if not m.singular]
    kin = [m for m in common if m.theme == the_lord.theme and m.id != the_lord.id]
    kin_ids = {m.id for m in kin}
    rest = [m for m in common if m.id not in kin_ids and m.id != the_lord.id]
    dealt_with = [m for m in rest if m.talks or not m.aggressive]
    if not kin and dealt_with:
        kin = [dealt_with[int(rng.integers(len(dealt_with)))]]
        rest = [m for m in rest if m.id != kin[0].id]
    household = [the_lord, *kin[: MEMBERS - 1]]
    by_theme: dict[str, list[Monster]] = {}
    for monster in rest:
        if monster.talks or not monster.aggressive:
            by_theme.setdefault(monster.theme, []).append(monster)
    themes = sorted(by_theme)
    order = [themes[i] for i in rng.permutation(len(themes)).tolist()]
    extra = int(rng.choice(len(EXTRA_FACTIONS), p=EXTRA_FACTIONS))
    return [household] + [by_theme[theme][:MEMBERS] for theme in order[:extra]]


def _distances(rooms: int, edges: Sequence[tuple[int, int]]) -> np.ndarray:
    """Steps between every two rooms on the level's graph (``rooms`` where none leads)."""
    near: list[list[int]] = [[] for _ in range(rooms)]
    for a, b in edges:
        near[a].append(b)
        near[b].append(a)
    out = np.full((rooms, rooms), rooms, dtype=np.int64)
    for start in range(rooms):
        out[start, start] = 0
        frontier = [start]
        while frontier:
            nxt = []
            for room in frontier:
                for other in near[room]:
                    if out[start, other] == rooms:
                        out[start, other] = out[start, room] + 1
                        nxt.append(other)
            frontier = nxt
    return out


def _lairs(
    rng: np.random.Generator,
    groups: list[list[Monster]],
    rooms: int,
    distance: np.ndarray,
    *,
    lord: int,
    entry: int,
    secret: Collection[int],
    avoid: Collection[int] = (),
    far: Sequence[int] = (),
    never: Collection[int] = (),
) -> list[int]:
    """Each faction's lair: the lord's room for the household, then for each other faction
    the room farthest from the lairs already chosen (ties drawn), in the deeper part of the
    level (``LAIR_DEPTH``) and far enough out (``far``) for its weakest member to stand there
    (``worm.gen.danger.stands``), else the farthest out: a lair's band always stands, so a
    lair by the way in would put a faction of brutes where risk should be least (issue 21
    point 5). Not one of ``avoid`` while another will do, and never one of ``never`` (a room
    whose hook names the lord's own people, which no faction but the household may hold)
    while any other room is left."""
    lairs = [lord]
    order = rng.permutation(rooms).tolist()
    reach = [int(distance[entry, r]) for r in range(rooms)]
    known = [reach[r] for r in range(rooms) if r not in secret and reach[r] < rooms]
    deep = LAIR_DEPTH * max(known, default=0)
    for members in groups[1:]:
        free = [
            r for r in order if r not in lairs and r != entry and r not in secret and r not in avoid
        ]
        free = free or [
            r for r in order if r not in lairs and r != entry and r not in secret and r not in never
        ]
        free = free or [r for r in order if r not in lairs and r != entry and r not in secret]
        if not free:
            free = [r for r in order if r not in lairs and r not in never]
            free = free or [r for r in order if r not in lairs] or [lord]
        free = [r for r in free if reach[r] >= deep] or free
        if far:
            weakest = min(members, key=lambda m: RANK.get(m.encounter_threat, 1))
            fit = [r for r in free if danger.stands(weakest.encounter_threat, far[r])]
            free = fit or [max(free, key=lambda r: (far[r], -r))]
        lairs.append(max(free, key=lambda r: min(int(distance[r, lair]) for lair in lairs)))
    return lairs


def _territories(
    rooms: int,
    edges: Sequence[tuple[int, int]],
    distance: np.ndarray,
    lairs: list[int],
    secret: Collection[int],
    *,
    roam: bool,
    stands: Sequence[bool] = (),
) -> list[set[int]]:
    """Each faction's rooms, grown from its lair one room a turn, nearest first, until it
    holds its share (every room it can reach when there are no unaligned creatures). A
    faction with no member to stand guard (``stands`` False: a lord alone, met only in its
    lair) holds its lair and nothing more, where there are unaligned creatures to stand in
    the rest: ground nobody of its own keeps is no ground of its."""
    open_rooms = rooms - len(set(secret))
    caps = [
        max(1, round((HOUSEHOLD_SHARE if n == 0 else OTHER_SHARE) * open_rooms)) if roam else rooms
        for n in range(len(lairs))
    ]
    caps = [
        1 if roam and not (stands[n] if n < len(stands) else True) else cap
        for n, cap in enumerate(caps)
    ]
    near: list[list[int]] = [[] for _ in range(rooms)]
    for a, b in edges:
        near[a].append(b)
        near[b].append(a)
    held: list[set[int]] = [set() for _ in lairs]
    taken: set[int] = set()
    for number, lair in enumerate(lairs):
        if lair not in taken:
            held[number].add(lair)
            taken.add(lair)
    growing = True
    while growing:
        growing = False
        for number, lair in enumerate(lairs):
            if len(held[number]) >= caps[number] or not held[number]:
                continue
            edge = sorted(
                {o for r in held[number] for o in near[r] if o not in taken and o not in secret}
            )
            if not edge:
                continue
            room = min(edge, key=lambda r: (int(distance[lair, r]), r))
            held[number].add(room)
            taken.add(room)
            growing = True
    return held


def _keep_clear(
    factions: list[Faction],
    territory: list[set[int]],
    brings: Mapping[int, Collection[str]],
    lordly: Collection[int],
) -> tuple[list[Faction], list[set[int]]]:
    """Each faction gives up the rooms of its ground (its lair aside) whose hooks clash with
    it (gm_review2 problem 2): one bringing what it will not have (a fire shared on the
    ground of those who shun flame), or, for a faction out of power, one naming the lord's
    own people (the lord's prisoner among the lord's rivals). Nobody holds them after."""
    kept_factions, kept_ground = [], []
    for faction, held in zip(factions, territory, strict=True):
        shun = set(faction.shun.tastes)
        ground = {
            r
            for r in held
            if r == faction.lair
            or not (shun & set(brings.get(r, ())) or (r in lordly and not faction.household))
        }
        kept_ground.append(ground)
        kept_factions.append(faction._replace(territory=tuple(sorted(ground))))
    return kept_factions, kept_ground


def _stands_guard(monster: Monster) -> bool:
    """Whether ``monster`` stands as a band in its faction's rooms (``Faction.standing``): any
    but a lord met only in its lair."""
    return not monster.lord or monster.common_threat is not None


def _name(
    rng: np.random.Generator,
    tables: Factions,
    seed: DungeonSeed,
    members: list[Monster],
    *,
    household: bool,
    taken: list[str],
) -> str:
    """A name of our own making: the household's after its lord, another "the <epithet>
    <group>", the group word by its theme and the epithet the level's own (``[[places]]``),
    or one that fits the theme anywhere once the place's are taken."""
    if household:
        forms = tables.households
        return forms[int(rng.integers(len(forms)))].format(lord=seed.dungeon_lord)
    words = next(n for n in tables.names if n.theme == members[0].theme)
    own = next((p.epithets for p in tables.places if p.seed == seed.id), ())
    used = {word for name in taken for word in name.split()}
    for epithets in (own, words.epithets):
        options = [
            f"the {epithet} {group}"
            for epithet in epithets
            for group in words.groups
            if epithet not in used and f"the {epithet} {group}" not in taken
        ]
        if options:
            return options[int(rng.integers(len(options)))]
    return f"the {words.groups[0]} of {seed.name}"


def _motives(
    rng: np.random.Generator,
    tables: Factions,
    members: list[Monster],
    *,
    lighting: str,
    taken: Collection[str],
    said: Collection[str] = (),
) -> tuple[Motive, Motive]:
    """One want and one shun that suit the members' themes, never about the same taste; a
    want or shun that takes words only where a member talks; one about keeping a dark only on
    a level that is not brightly lit; a want no other faction of the level has (``taken``),
    from any theme's wants if none of its own is left. Wants and shuns another faction of the
    Underworld already has (``said``, ids) come only once no fitting one is left unsaid."""
    themes = {m.theme for m in members}
    talks = any(m.talks for m in members)

    def fits(motive: Motive) -> bool:
        return (talks or not motive.speaking) and not (motive.dark and lighting == "bright")

    def suits(motive: Motive) -> bool:
        return not motive.themes or bool(themes & set(motive.themes))

    free = [m for m in tables.wants if fits(m) and m.id not in taken]
    fresh = [m for m in free if m.id not in said]
    wants = [m for m in fresh if suits(m)] or [m for m in free if suits(m)] or fresh or free
    want = wants[int(rng.integers(len(wants)))]
    shuns = [
        m for m in tables.shuns if suits(m) and fits(m) and not set(m.tastes) & set(want.tastes)
    ]
    shuns = [m for m in shuns if m.id not in said] or shuns
    shun = shuns[int(rng.integers(len(shuns)))]
    return want, shun


def _languages(members: list[Monster]) -> tuple[str, ...]:
    """The tongues of the faction's talking members, in member order (p. 29)."""
    return tuple(dict.fromkeys(t for m in members if m.talks for t in speech(m)))


def _relate(
    rng: np.random.Generator,
    pack: ContentPack,
    factions: list[Faction],
    unaligned: list[Monster],
) -> list[Faction]:
    """How each faction stands with each other (the same both ways) and with the unaligned
    creatures, read off its own members (``_stands``)."""
    between: dict[tuple[int, int], str] = {}
    for i in range(len(factions)):
        for j in range(i + 1, len(factions)):
            table = RELATIONS_TO_HOUSEHOLD if factions[i].household else RELATIONS_BETWEEN
            kinds = [kind for kind, _ in table]
            between[(i, j)] = kinds[int(rng.choice(len(table), p=[p for _, p in table]))]
    out = []
    for i, faction in enumerate(factions):
        relations = [
            Relation(other.id, between[(min(i, j), max(i, j))])
            for j, other in enumerate(factions)
            if j != i
        ]
        members = [pack.monsters[m] for m in faction.standing(pack) or faction.members]
        for monster in unaligned:
            kind = _stands(members, monster)
            if kind:
                relations.append(Relation(monster.id, kind, creature=True))
        out.append(faction._replace(relations=tuple(relations)))
    return out


def _stands(members: Sequence[Monster], other: Monster) -> str:
    """How a faction of ``members`` stands with an unaligned creature (policy, pp. 250–252):
    a creature of its own theme is kin, neither hunted nor feared; of the rest it hunts
    (``prey``) one its strongest fighting member outmatches in threat, or matches in threat
    and outweighs; it keeps clear of (``wary``) one that attacks on sight and outmatches its
    strongest member, or any such at all when no member of its own fights; the rest it leaves
    be ("")."""
    if other.theme in {m.theme for m in members}:
        return ""
    fighters = [m for m in members if m.aggressive]

    def strength(monster: Monster) -> tuple[int, int]:
        return (RANK.get(monster.encounter_threat, 1), BULK.get(monster.size, 1))

    theirs = strength(other)
    top = max((strength(m) for m in fighters), default=None)
    if top is not None and theirs < top:
        return "prey"
    if other.aggressive and (top is None or theirs > top):
        return "wary"
    return ""


def prune(held: Plan, standing: Collection[str]) -> Plan:
    """The plan with its factions' relations to unaligned creatures kept only for those that
    stand somewhere on the level (``standing``, monster ids): a hunt or a wariness names only
    creatures the guild can meet there."""
    factions = tuple(
        f._replace(relations=tuple(r for r in f.relations if not r.creature or r.other in standing))
        for f in held.factions
    )
    return held._replace(factions=factions)


SLUG_CHARS = frozenset("abcdefghijklmnopqrstuvwxyz0123456789")


def _slug(name: str) -> str:
    """``name`` lowercased, each run of characters but a–z and 0–9 made one underscore, none
    at either end (as ``re.sub(r"[^a-z0-9]+", "_", …).strip("_")``, without compiling it)."""
    kept = "".join(char if char in SLUG_CHARS else " " for char in name.lower())
    return "_".join(kept.split())
