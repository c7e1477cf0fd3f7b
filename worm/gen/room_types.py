"""Step 4 of Appendix E, read the other way round: a room's type follows what it is (p. 335).

A room is drawn, keyed and filled before it is named, so its name can only agree with it. Its
**size** is its floor against the other rooms of its level (the smallest third small, the
largest third large, the rest medium); its **exits** are its pathways on the map and the ways
up, down or out that end in it: one is a dead end, two a passage, three or more a hub. A type
fits a room when the type's size is the room's, the room's exits are among the type's, a type
that holds creatures or a feature goes only where they are, and a safe room takes a type fit
for rest. Of the types that fit, one the level has used least is chosen, the dungeon seed's
own rooms (pp. 343–364) before the generic ones and each of them good for two rooms; the
generic table serves what the seed lacks, and it covers every size and exits on every shape
(a content check says so), so no room ever takes a type its geometry belies; a seed that
names its ``architectures`` takes only generic types of those or of none (types of none cover
every size, exits and shape). Each of the
seed's set pieces takes, before anything else, the room that best fits it: the largest for a
large one. It claims that room before the room is stocked (``claim``), so that no safe room
(for a piece unfit for rest) and no feature or trap that would belie it (one telling the whole
room its own way, water in a dry piece) takes the room first: every level shows its set
piece (p. 331 ff.) unless its holders shun what the piece's words show.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from typing import TYPE_CHECKING, NamedTuple

import numpy as np

from worm.gen import index, kinds
from worm.gen.rooms import Place, Stock, load

if TYPE_CHECKING:
    from worm.content.features import Feature, Trap
    from worm.content.models import ContentPack, DungeonSeed
    from worm.content.stocking import RoomExits, RoomSize, RoomType

SEED_REPEATS = 2  # policy: a seed's own room type may name two rooms of a level before a generic
CRAMPED_LOAD = 2  # policy: a room said to be cramped holds two things at most (worm.gen.rooms.load)
BULKY = frozenset({"large", "huge"})  # policy: creatures too big to stand in a cramped room
ROOMY_NEEDS = frozenset({"roomy", "great", "water", "high"})
"""Needs of a feature or trap that a room said to be cramped belies (``worm.gen.kinds``)."""


def sizes(areas: Sequence[int]) -> list[RoomSize]:
    """Each room's size on its level: at most the kth smallest floor is small, at least the kth
    largest is large (k a third of the rooms, rounded down), equal floors the same size."""
    k = len(areas) // 3
    if k == 0:
        return ["medium"] * len(areas)
    ordered = sorted(areas)
    low, high = ordered[k - 1], ordered[-k]
    found: list[RoomSize] = []
    for area in areas:
        small, large = area <= low, area >= high
        found.append(
            "small" if small and not large else "large" if large and not small else "medium"
        )
    return found


def exits(count: int) -> RoomExits:
    """A room's ways out by how many there are: one (or none), two, three or more."""
    return "dead_end" if count <= 1 else "passage" if count == 2 else "hub"


def occupied(here: Stock) -> bool:
    """Whether someone lives in or comes to the room: creatures, a faction's ground (its lair
    among it), or a hook or counterpart (whose words often need someone there)."""
    return bool(here.denizens or here.faction or here.hooks or here.counterparts)


# a NamedTuple, not a dataclass: defined in a tenth of the time (worm gen's start-up)
class Held(NamedTuple):
    """What a room holds that a type's words may belie, read once for every type tried."""

    tended: bool  # someone tends its scenery
    wet: bool  # water stands or falls in it (scenery, a feature or a trap)
    needs_dry: bool  # a feature or trap in it needs a dry floor
    roomy: bool  # what it holds needs floor or height, or a great beast stands in it
    heavy: bool  # it holds more than a cramped room takes (``CRAMPED_LOAD``)
    din: bool  # something in it roars
    whole_room: bool  # a feature or trap tells the whole room its own way
    agrees: frozenset[str]  # the architectures every such feature or trap agrees with
    denizens: bool
    features: bool
    safe: bool
    occupied: bool
    key: bool


def held(here: Stock, pack: ContentPack | None = None) -> Held:
    """What ``here`` holds, as the types' words are judged against it (its scenery, features,
    traps and creatures read from the ``pack``; without it, only the room's own tags)."""
    pieces = [pack.scenery[p] for p in here.scenery] if pack is not None else []
    entries: list[Feature | Trap] = []
    bulk = False
    if pack is not None:
        entries = [*(pack.features[f] for f in here.features), *(pack.traps[t] for t in here.traps)]
        bulk = any(pack.monsters[m].size in BULKY for m in here.denizens)
    return Held(
        tended=any(piece.tended for piece in pieces),
        wet=any(piece.wet for piece in (*pieces, *entries)),
        needs_dry=any("dry" in e.needs for e in entries),
        roomy=any(ROOMY_NEEDS.intersection(e.needs) for e in entries) or bulk,
        heavy=load(here) > CRAMPED_LOAD,
        din=any("din" in e.needs for e in entries)
        or any("deafening" in piece.rules for piece in pieces),
        whole_room=any(e.whole_room for e in entries),
        agrees=_agreeing(entries),
        denizens=bool(here.denizens),
        features=bool(here.features),
        safe=here.safe,
        occupied=occupied(here),
        key=bool(here.key_to),
    )


def _agreeing(entries: Sequence[Feature | Trap]) -> frozenset[str]:
    """The room-type architectures that agree with every entry describing the whole room:
    ``none`` always, and those each such entry names."""
    agrees: set[str] = {"none"}
    whole = [e for e in entries if e.whole_room]
    if whole:
        shared: set[str] = set(whole[0].architecture)
        for entry in whole[1:]:
            shared &= set(entry.architecture)
        agrees |= shared
    return frozenset(agrees)


def contradictions(kind: RoomType, here: Stock, pack: ContentPack | None = None) -> list[str]:
    """What in the room belies what its type's words or its safe tag say (none: it agrees);
    given the ``pack``, what the room's scenery, features, traps and creatures belie too:
    someone tends its scenery in a room said to be empty of anyone; water stands or falls in
    a room said to be dry, or a dry floor is needed in one said to be wet; a pool, a long
    mural, a great beast or a crowd of things in a room said to be cramped
    (``CRAMPED_LOAD``); a roar in a room said to be quiet; a feature whose words describe the
    whole room in a set piece, which has its own, or in a type whose words name an architecture
    the feature does not agree with (a round room of shelves in a vaulted hall)."""
    return belied(kind, held(here, pack))


def belied(kind: RoomType, room: Held) -> list[str]:
    """What in a room, as :func:`held` read it, belies ``kind`` (``contradictions``)."""
    found: list[str] = []
    if kind.vacant and room.tended:
        found.append("said empty of anyone, but its scenery is tended")
    if kind.dry and room.wet:
        found.append("said dry, but water stands or falls in it")
    if kind.wet and room.needs_dry:
        found.append("said wet, but a feature or trap in it needs a dry floor")
    if kind.cramped and room.roomy:
        found.append("said cramped, but what it holds needs floor or height")
    if kind.cramped and room.heavy:
        found.append("said cramped, but it holds too much")
    if kind.quiet and room.din:
        found.append("said quiet, but something in it roars")
    if kind.set_piece and room.whole_room:
        found.append("a set piece, but a feature or trap tells the room another way")
    if room.whole_room and kind.architecture not in room.agrees:
        found.append(
            f"said to be a {kind.architecture}, but a feature or trap tells it another way"
        )
    if kind.holds == "creatures" and not room.denizens:
        found.append("holds no creatures")
    if kind.holds == "feature" and not room.features:
        found.append("holds no feature")
    if room.safe and not kind.safe_ok:
        found.append("safe, but not a type fit for rest")
    if kind.safe_as == "warded" and kind.vacant and not room.safe:
        found.append("warded, but not a safe room")
    if kind.vacant and room.occupied:
        found.append("said empty of creatures, but occupied")
    if room.safe and (room.occupied or room.key):
        found.append("safe, but occupied or holding a key")
    return found


def fits(
    kind: RoomType,
    size: RoomSize,
    place: Place,
    here: Stock,
    pack: ContentPack | None = None,
    *,
    room: Held | None = None,
) -> bool:
    """Whether ``kind`` agrees with the room: its size, its exits, its words show nothing the
    room's holders will not have (their shun, p. 337: no mirrored ballroom for imps who will
    not be shown a mirror; ``worm.gen.kinds.Site.shunned``), and nothing in the room (what
    it holds, read from the ``pack``, or ``room`` as :func:`held` read it already) or its safe
    tag belies its words (``contradictions``)."""
    if kind.size != size or exits(place.exits) not in kind.exits:
        return False
    if place.site.shunned and kinds.shows(shown(kind), place.site.shunned):
        return False
    return not belied(kind, room if room is not None else held(here, pack))


def shown(kind: RoomType) -> str:
    """What a room type shows the guild first, lowercased: its name and impression."""
    return f"{kind.name} {kind.impression}".lower()


def give(
    rng: np.random.Generator,
    pack: ContentPack,
    seed: DungeonSeed,
    places: Sequence[Place],
    rooms: list[Stock],
) -> None:
    """Name every room of a level after it is stocked: set pieces first, then, among the types
    that fit, one the level has used least, the seed's own before the generic ones."""
    looked_up = index.of(pack)
    size_of = sizes([place.area for place in places])
    own = looked_up.seed_room_types(seed.id)
    for piece in (t for t in own if t.set_piece):
        _place_piece(rng, piece, size_of, places, rooms, pack)
    table = [t for t in own if not t.set_piece]
    generic = looked_up.room_types(seed.shape)
    if seed.architectures:  # no dripping grotto on the Spires' tree islands
        allowed = {"none", *seed.architectures}
        generic = [t for t in generic if t.architecture in allowed]
    used: dict[str, int] = {}
    for at, (place, here) in enumerate(zip(places, rooms, strict=True)):
        here.size, here.exits = size_of[at], exits(place.exits)
        if here.type:
            continue
        room = held(here, pack)
        pool = [t for t in (*table, *generic) if fits(t, size_of[at], place, here, room=room)]
        # a room whose every fitting type shows what its holders shun keeps one all the same
        bare = place._replace(site=place.site._replace(shunned=()))
        pool = pool or [
            t for t in (*table, *generic) if fits(t, size_of[at], bare, here, room=room)
        ]
        best = min(_preference(t, used) for t in pool)
        pool = [t for t in pool if _preference(t, used) == best]
        here.type = pool[int(rng.integers(len(pool)))].id
        used[here.type] = used.get(here.type, 0) + 1


def claim(
    rng: np.random.Generator,
    pack: ContentPack,
    seed: DungeonSeed,
    places: Sequence[Place],
    *,
    busy: Collection[int] = (),
) -> list[Place]:
    """``places`` with each of the seed's set pieces given first claim on the room that best
    fits it, judged before stocking by what the map and the factions say: its size and exits,
    its holders' shun (p. 337), not the way in while another room fits; for a piece said to be
    empty of anyone, no faction's ground, the lord's room, a key or a hook (``busy``). The
    largest such room for a large piece, any for a smaller one (one draw from ``rng``). The
    claimed room is kept from what the piece's words belie (``keeps``), from safety for a
    piece unfit for rest, and made safe for a warded one."""
    size_of = sizes([place.area for place in places])
    claimed = list(places)
    for piece in (t for t in index.of(pack).seed_room_types(seed.id) if t.set_piece):
        free = [
            r
            for r, place in enumerate(claimed)
            if not place.piece
            and size_of[r] == piece.size
            and exits(place.exits) in piece.exits
            and not (place.site.shunned and kinds.shows(shown(piece), place.site.shunned))
            and not (piece.vacant and (place.faction or place.lord or place.key or r in busy))
        ]
        free = [r for r in free if not claimed[r].entry] or free
        draw = int(rng.integers(max(1, len(free))))
        if not free:
            continue
        if piece.size == "large":
            chosen = max(free, key=lambda r: (claimed[r].area, -r))
        else:
            chosen = free[draw]
        place = claimed[chosen]
        claimed[chosen] = place._replace(
            piece=piece.id,
            unsafe=not piece.safe_ok,
            warded=piece.vacant and piece.safe_as == "warded",
            bands=() if piece.vacant else place.bands,
            site=place.site._replace(kept=keeps(piece)),
        )
    return claimed


def keeps(piece: RoomType) -> frozenset[str]:
    """What a room claimed by ``piece`` is kept from (``worm.gen.kinds.Site.kept``): a feature
    or trap telling the whole room its own way, and what the piece's words belie (water in a
    dry one, a dry floor in a wet one, bulk in a cramped one, a roar in a quiet one)."""
    kept = {"whole_room"}
    if piece.dry:
        kept.add("wet")
    if piece.wet:
        kept.add("dry")
    if piece.cramped:
        kept |= ROOMY_NEEDS
    if piece.quiet:
        kept.add("din")
    return frozenset(kept)


def _preference(kind: RoomType, used: dict[str, int]) -> tuple[bool, int, int]:
    """Lower is better: a type not yet on the level (no impression shows twice on a level
    while another type fits the room), then one the level has used less, the seed's own
    counting each use as half (a level shows one of its seed's rooms twice before a generic
    one a second time), then the seed's own over a generic one."""
    count = used.get(kind.id, 0)
    if kind.seed is not None:
        return count > 0, count // SEED_REPEATS, 0
    return count > 0, count, 1


def _place_piece(
    rng: np.random.Generator,
    piece: RoomType,
    size_of: list[RoomSize],
    places: Sequence[Place],
    rooms: list[Stock],
    pack: ContentPack,
) -> None:
    """The set piece in the room it claimed (``claim``) if it fits it still, else in a room
    it fits, not the way in while another fits: the largest such room for a large piece, any
    for a smaller one; none if no room fits."""
    kept = [
        r
        for r in range(len(rooms))
        if places[r].piece == piece.id
        and not rooms[r].type
        and fits(piece, size_of[r], places[r], rooms[r], pack)
    ]
    if kept:
        rooms[kept[0]].type = piece.id
        rooms[kept[0]].set_piece = True
        return
    free = [
        r
        for r in range(len(rooms))
        if not rooms[r].type and fits(piece, size_of[r], places[r], rooms[r], pack)
    ]
    # the way in only when no other room fits: a level shows its set piece all the same
    free = [r for r in free if not places[r].entry] or free
    if not free:
        return
    if piece.size == "large":
        chosen = max(free, key=lambda r: (places[r].area, -r))
    else:
        chosen = free[int(rng.integers(len(free)))]
    rooms[chosen].type = piece.id
    rooms[chosen].set_piece = True
