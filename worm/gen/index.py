"""The content pack sorted the ways the generator asks for it, built once per pack.

Every level asks the same questions — the room types of a shape, the Meatgrinder templates of
a shape and light, a creature by the name a seed uses — so the answers are kept rather than
recomputed from the whole pack for each level (``bench/gen.py`` measures the difference).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from worm.content.features import Feature
    from worm.content.models import ContentPack, DungeonSeed
    from worm.content.monsters import Monster
    from worm.content.stocking import MeatgrinderEntry, RoomType


class Index:
    """Look-ups over one content pack."""

    def __init__(self, pack: ContentPack) -> None:
        self.pack = pack
        self.monsters_by_name: dict[str, Monster] = {m.name: m for m in pack.monsters.values()}
        self._room_types: dict[str, list[RoomType]] = {}
        self._features: dict[str, list[Feature]] = {}
        self._templates: dict[tuple[str, str], list[MeatgrinderEntry]] = {}
        self._architectures: dict[str, frozenset[str]] = {}
        self._level_templates: dict[str, list[MeatgrinderEntry]] = {}
        self._playable: dict[str, dict[str, Any]] = {}

    def room_types(self, shape: str) -> list[RoomType]:
        """The generic room types that fit a level shape, in pack order."""
        if shape not in self._room_types:
            self._room_types[shape] = [
                t
                for t in self.pack.rooms.values()
                if t.seed is None and (not t.shapes or shape in t.shapes)
            ]
        return self._room_types[shape]

    def seed_room_types(self, seed: str) -> list[RoomType]:
        """A dungeon seed's own room types and set pieces (pp. 343–364), in pack order."""
        key = f"seed:{seed}"
        if key not in self._room_types:
            self._room_types[key] = [t for t in self.pack.rooms.values() if t.seed == seed]
        return self._room_types[key]

    def features(self, shape: str) -> list[Feature]:
        """Room features that fit a level shape, in pack order."""
        if shape not in self._features:
            self._features[shape] = [
                f for f in self.pack.features.values() if not f.shapes or shape in f.shapes
            ]
        return self._features[shape]

    def templates(self, shape: str, lighting: str) -> list[MeatgrinderEntry]:
        """Meatgrinder templates that fit a level's shape and light, in pack order."""
        key = (shape, lighting)
        if key not in self._templates:
            self._templates[key] = [
                t
                for t in self.pack.meatgrinder.values()
                if (not t.shapes or shape in t.shapes)
                and (not t.lighting or lighting in t.lighting)
            ]
        return self._templates[key]

    def playable(self, template: MeatgrinderEntry) -> dict[str, Any]:
        """A template's outcomes and interactions as plain data (shared: never modify it), as
        ``model_dump(exclude_defaults=True)`` gives them but without building pydantic's
        serialisers for a dozen models first (``Entry.plain_data``)."""
        if template.id not in self._playable:
            parts: dict[str, Any] = {}
            if template.outcomes:
                parts["outcomes"] = [o.plain_data() for o in template.outcomes]
            if template.interactions:
                parts["interactions"] = [i.plain_data() for i in template.interactions]
            self._playable[template.id] = parts
        return self._playable[template.id]

    def architectures(self, seed: DungeonSeed) -> frozenset[str]:
        """What a dungeon seed's rooms may be (``RoomType.architecture``, never ``none``): its
        own room types', and the generic ones' its shape takes and its ``architectures`` allow
        (all those of its shape where it names none), as ``worm.gen.room_types.give`` names
        rooms. The Boundless Moat's floating wrecks are water, ways and chambers, never a
        cave or a hall."""
        if seed.id not in self._architectures:
            generic = {t.architecture for t in self.room_types(seed.shape)}
            if seed.architectures:
                generic &= {"none", *seed.architectures}
            own = {t.architecture for t in self.seed_room_types(seed.id)}
            self._architectures[seed.id] = frozenset((generic | own) - {"none"})
        return self._architectures[seed.id]

    def level_templates(self, seed: DungeonSeed) -> list[MeatgrinderEntry]:
        """Meatgrinder templates that fit a seed's levels: their shape and light
        (``templates``), and the architectures their words need (``MeatgrinderEntry.
        architectures``) among those its rooms may be (``architectures``), in pack order."""
        if seed.id not in self._level_templates:
            built = self.architectures(seed)
            self._level_templates[seed.id] = [
                t
                for t in self.templates(seed.shape, seed.lighting)
                if not t.architectures or built.intersection(t.architectures)
            ]
        return self._level_templates[seed.id]


_KEPT: dict[int, Index] = {}


def of(pack: ContentPack) -> Index:
    """The index of ``pack``, built the first time it is asked for."""
    found = _KEPT.get(id(pack))
    if found is None or found.pack is not pack:
        found = _KEPT[id(pack)] = Index(pack)
    return found
