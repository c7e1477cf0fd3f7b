"""What a level's factions are made of (p. 337): names, wants, shuns and errands.

The book asks each level for its factions: who holds power, what each wants and does not want,
and how they stand with the level's other creatures. The generator (``worm.gen.factions``)
draws from these tables; the words are ours. A want or a shun reads through ``tastes``
(tastes.toml), so a parley can tell when the guild offers what a faction wants or brings what
it shuns; the rules tying this file to tastes.toml are in ``worm.content.integrity.factions``.
"""

from __future__ import annotations

from typing import Literal, Self

from pydantic import Field, model_validator

from worm.content import book
from worm.content.fields import Entry, Flag, Id, Text, require_unique
from worm.content.problems import EntryProblem

FILE = "factions.toml"

Needs = Literal["", "rival", "ally", "prey"]
"""What an errand needs the faction to have on its level: nothing, a rival faction (or one it
is at war with), an ally, or a creature it hunts."""


class Motive(Entry):
    """One thing a faction wants, or will not have (p. 337), and the tastes it is about.

    ``themes`` are the monster themes it suits (empty: any faction); ``text`` follows "they
    want" or "they will not have"; ``speaking``: only a faction with a member that talks can
    have it (a toll asked, news traded, a lie resented); ``dark``: only a faction on a level
    that is not brightly lit can have it (a dark of its own to keep, lights that never grow)."""

    id: Id
    text: Text
    themes: tuple[Id, ...] = ()
    tastes: tuple[Id, ...] = Field(min_length=1)
    speaking: Flag = False
    dark: Flag = False

    @model_validator(mode="after")
    def _known_themes(self) -> Self:
        unknown = sorted(set(self.themes) - book.THEMES)
        if unknown:
            raise EntryProblem("themes", f"{unknown} are not themes: use {sorted(book.THEMES)}")
        require_unique("tastes", self.tastes)
        return self


class Naming(Entry):
    """Words for naming a faction whose members share a theme: "the <epithet> <group>"."""

    theme: Id
    epithets: tuple[Text, ...] = Field(min_length=2)
    groups: tuple[Text, ...] = Field(min_length=2)

    @model_validator(mode="after")
    def _known_theme(self) -> Self:
        if self.theme not in book.THEMES:
            raise EntryProblem("theme", f"{self.theme!r} is not one of {sorted(book.THEMES)}")
        require_unique("epithets", self.epithets)
        require_unique("groups", self.groups)
        return self


class Place(Entry):
    """Epithets of one dungeon seed's own (``seed``, an id in seeds.toml): a faction on a
    level of that seed is named "the <epithet> <group>" from these first, so its name belongs
    to the place (a drowned wedding's, a library's)."""

    seed: Id
    epithets: tuple[Text, ...] = Field(min_length=3)

    @model_validator(mode="after")
    def _distinct(self) -> Self:
        require_unique("epithets", self.epithets)
        return self


class Errand(Entry):
    """Faction business for a random encounter (XVI–XX, p. 341), written to follow the
    creatures' name and count. Placeholders: ``{faction}``, ``{lair}`` (the lair's room key),
    ``{other}`` (the rival, ally or prey the errand ``needs``)."""

    id: Id
    text: Text
    needs: Needs = ""

    @model_validator(mode="after")
    def _placeholders(self) -> Self:
        if self.needs and "{other}" not in self.text:
            raise EntryProblem("text", f"needs a {self.needs} but never names {{other}}")
        if not self.needs and "{other}" in self.text:
            raise EntryProblem("text", "names {other} but needs nothing: set `needs`")
        return self


class Factions(Entry):
    """The whole file: the lord's household's names, the faction names by theme, the wants,
    the shuns and the errands."""

    households: tuple[Text, ...] = Field(min_length=2)
    names: tuple[Naming, ...] = Field(min_length=1)
    places: tuple[Place, ...] = ()
    wants: tuple[Motive, ...] = Field(min_length=1)
    shuns: tuple[Motive, ...] = Field(min_length=1)
    errands: tuple[Errand, ...] = Field(min_length=5)

    @model_validator(mode="after")
    def _whole(self) -> Self:
        for text in self.households:
            if "{lord}" not in text:
                raise EntryProblem("households", f"{text!r} never names {{lord}}")
        require_unique("households", self.households)
        missing = sorted(book.THEMES - {n.theme for n in self.names})
        if missing:
            raise EntryProblem("names", f"no naming words for the themes {missing}")
        require_unique("names", tuple(n.theme for n in self.names))
        require_unique("places", tuple(p.seed for p in self.places))
        require_unique("wants", tuple(m.id for m in self.wants + self.shuns))
        require_unique("errands", tuple(e.id for e in self.errands))
        for theme in sorted(book.THEMES):
            for field in ("wants", "shuns"):
                fits = [
                    m
                    for m in getattr(self, field)
                    if (not m.themes or theme in m.themes) and not m.speaking
                ]
                if len(fits) < 2:
                    raise EntryProblem(field, f"fewer than two fit a mute {theme} faction")
        if not [e for e in self.errands if not e.needs]:
            raise EntryProblem("errands", "none needs nothing: a lone faction has no errand")
        return self
