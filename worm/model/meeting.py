"""Who the guild has met and how they feel (pp. 99–103, 180): the state of a meeting, carried
through a parley into a Challenge. The procedures are in ``worm.engine.meet`` and
``worm.engine.parley``; the GM's reading of a character in ``worm.gm.parley``."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Literal

from worm.content.personality import Emotion, Intensity
from worm.model.level import Kin

TraitKind = Literal["like", "dislike", "want", "need"]


@dataclass(frozen=True, slots=True)
class Trait:
    """One like, dislike, want or need (p. 180), and the tastes it is about."""

    kind: TraitKind
    text: str
    tastes: frozenset[str]
    threats: frozenset[str] = frozenset()  # for a need: what endangers it


@dataclass(frozen=True, slots=True)
class Attempt:
    """An approach waiting on its test of Wands (p. 100), and what it was for."""

    approach: str
    ask: str | None = None
    item: str | None = None  # an item id offered or traded
    giver: str | None = None  # who hands it over
    gold: int = 0
    treasure: str | None = None
    need: bool = False  # a need was threatened (p. 180)
    chip: int | None = None  # the want on the table, spent once the deal is won


@dataclass(frozen=True, slots=True)
class Meeting:
    """Creatures or a named character the guild has come upon, how they feel, and what they
    are like (p. 180). ``creature`` is a monster id, or a character id when ``character``."""

    creature: str
    name: str
    count: int
    room: int  # where they are met (-1 for a group met on the road)
    emotion: Emotion
    intensity: Intensity
    hostile: bool  # attacks on sight: no parley
    character: bool = False
    traits: tuple[Trait, ...] = ()
    tongues: tuple[str, ...] = ()
    talks: bool = True
    spent: frozenset[int] = frozenset()  # traits that have paid out
    bargains: bool = True  # false once a need was threatened (p. 180)
    pressed: bool = False  # told the guild to leave; pressing on means a fight (p. 100)
    attempt: Attempt | None = None
    beaten: bool = False  # driven off once: bloodied (Morale, p. 119)
    single: bool = False  # one named being (a lord, a character), not a band
    health: tuple[int, ...] = ()  # Health each of the band has left from an old fight (p. 160)
    betrayed: str | None = None  # a dastardly deed the guild did in falling on them (p. 149)
    impressed: bool = False  # the parley's first Wands test is taken (finery, p. 166)
    faction: str = ""  # the id of the level faction the band belongs to (p. 337), if any
    others: tuple[Kin, ...] = ()  # other kinds met with them: each a band of its own in a fight
    # in a fight of several bands, each band's own Disposition once it parted from the one
    # they were met in (p. 100: words aimed at one band move that band; p. 121): (band key
    # "foes", "foes2"…, emotion, intensity); a band not named feels as the meeting does
    moods: tuple[tuple[str, Emotion, Intensity], ...] = ()

    def mood_of(self, band: str) -> tuple[Emotion, Intensity]:
        """The Disposition of the band ``band`` of the fight: its own, else the meeting's."""
        for key, emotion, intensity in self.moods:
            if key == band:
                return emotion, intensity
        return self.emotion, self.intensity

    def with_mood(self, band: str, emotion: Emotion, intensity: Intensity) -> Meeting:
        """The meeting with the band ``band`` alone moved to ``emotion`` (p. 100)."""
        kept = tuple(m for m in self.moods if m[0] != band)
        return replace(self, moods=(*kept, (band, emotion, intensity)))
