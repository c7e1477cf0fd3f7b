"""The adventurer sheet (pp. 22–39): attributes, talents, motifs, Bonds, conditions, gear."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from worm.content import constants
from worm.model.aftermath import Aftermath
from worm.model.inventory import Carried, Inventory
from worm.tarot import SUITS, Card, Suit

TalentState = Literal["in_training", "mentored", "mastered"]  # p. 33 ("unknown" is absence)


class Attributes(BaseModel):
    """The four attributes, each rated 1–4 (p. 23)."""

    model_config = ConfigDict(frozen=True, extra="forbid", defer_build=True)

    swords: int = Field(ge=1, le=4)
    pentacles: int = Field(ge=1, le=4)
    cups: int = Field(ge=1, le=4)
    wands: int = Field(ge=1, le=4)

    def __getitem__(self, suit: Suit) -> int:
        return int(getattr(self, suit))

    def ranked(self) -> tuple[int, ...]:
        return tuple(self[suit] for suit in SUITS)


class Talent(BaseModel):
    """A talent the adventurer knows and how far it is trained (p. 33)."""

    model_config = ConfigDict(frozen=True, extra="forbid", defer_build=True)

    id: str
    state: TalentState
    xp_spent: int = Field(default=0, ge=0)  # XP put into it so far; 7 masters it
    uses: int = Field(default=0, ge=0)  # a mentored talent's prepared uses


class Bond(BaseModel):
    """A Bond with a guild-mate, charged or not (pp. 26–27, 141)."""

    model_config = ConfigDict(frozen=True, extra="forbid", defer_build=True)

    target: str  # the guild-mate's adventurer id
    kind: str  # a bond type id from the content pack, "ally" by default
    charged: bool = False


class Conditions(BaseModel):
    """The conditions track (p. 31). Wounds never mark Stressed."""

    model_config = ConfigDict(frozen=True, extra="forbid", defer_build=True)

    stressed: bool = False
    staggered: bool = False
    injured: bool = False
    deaths_door: bool = False
    wounded_talents: tuple[str, ...] = Field(
        default=(), max_length=constants.BOOK.wounded_talents_max
    )
    dead: bool = False
    stone: bool = False  # petrified by a cockatrice's stare, a Curse no Recover lifts (p. 257)


class ActiveEffect(BaseModel):
    """An effect (pp. 12–13) on the adventurer, and when it ends."""

    model_config = ConfigDict(frozen=True, extra="forbid", defer_build=True)

    id: str  # an effect id from the content pack
    until: str  # "camp", "recover", "challenge", "watch" …
    source: str = ""


class Affliction(BaseModel):
    """An affliction the adventurer suffers, on its clock (p. 97).

    ``stage`` is the stage now suffered (1-based); ``cured`` counts the stages cured, from the
    most severe end back; ``charges`` are those burned towards the next cure (they add up over
    Camps). The adventurer is never on a cured stage. The stages are content
    (``worm.content.afflictions``); the rules are ``worm.rules.afflictions``.
    """

    model_config = ConfigDict(frozen=True, extra="forbid", defer_build=True)

    id: str  # an affliction id from the content pack
    stage: int = Field(default=1, ge=1)
    cured: int = Field(default=0, ge=0)
    charges: int = Field(default=0, ge=0)


class Pact(BaseModel):
    """A pact the sorcerer observes (Make a Pact, p. 83) and the spell component it charges:
    the charge pays for one casting of ``spell`` in place of 1 Resolve. ``wound`` names the
    talent the runes of Self-mutilation wounded (worm.gm.pacts)."""

    model_config = ConfigDict(frozen=True, extra="forbid", defer_build=True)

    id: str  # a pact id from the content pack (pacts.toml)
    spell: str  # a spell id (spells.toml): each component is charged once
    wound: str | None = None


class Adventurer(BaseModel):
    """One adventurer's sheet."""

    model_config = ConfigDict(frozen=True, extra="forbid", defer_build=True)

    id: str
    name: str
    kith: str
    kin: str
    house: str | None = None  # humans' kin is a house (p. 51)
    path: Suit
    attributes: Attributes
    quest: str
    motifs: tuple[str, ...] = Field(  # p. 24: only ever three
        min_length=constants.BOOK.motifs, max_length=constants.BOOK.motifs
    )
    bonds: tuple[Bond, ...] = ()
    arete: tuple[bool, bool, bool] = (False, False, False)
    languages: tuple[str, ...] = ()
    conditions: Conditions = Conditions()
    effects: tuple[ActiveEffect, ...] = ()
    resolve: int = Field(
        default=constants.BOOK.resolve_max, ge=0, le=constants.BOOK.resolve_war_stories_max
    )
    lore_bids: int = Field(default=constants.BOOK.lore_bids, ge=0, le=constants.BOOK.lore_bids)
    talents: tuple[Talent, ...] = ()
    xp: int = Field(default=0, ge=0)
    inventory: Inventory = Inventory()
    gold: int = Field(default=0, ge=0)
    bank: int = Field(default=0, ge=0)  # gold in a Cult bank (Banking, p. 156): never taxed
    vault: tuple[Carried, ...] = ()  # gear left in a Cult bank (Banking, p. 156): safe
    appearance: str = ""
    afflictions: tuple[Affliction, ...] = ()
    inspiration: Card | None = None  # High Chant's card, out of the minor deck (p. 79)
    pacts: tuple[Pact, ...] = ()  # Make a Pact (p. 83); old saves have none
    wrecks: tuple[str, ...] = ()  # item ids of gear Destroyed, kept to be mended (p. 163)
    # the City's companies joined with a district's special City Action (Appendix D), by the
    # action's id; old saves have none
    memberships: tuple[str, ...] = ()
    debt: int = Field(default=0, ge=0)  # owed to the Centrum Bank (Take out a loan, p. 319)
    initiation: int = Field(default=0, ge=0, le=21)  # the Cult's rank (Seek initiation, p. 319)
    buried: bool = False  # a Funeral was held for the dead (p. 158; Visit grave, p. 301)
    aftermath: tuple[Aftermath, ...] = ()  # a night's lasting marks (Hangover, p. 157)
    # things commissioned that the rules do not know (Commission Craft, p. 158); old saves none
    keepsakes: tuple[str, ...] = ()
    nickname: str = ""  # what the orcs call them after a Blood feast (p. 321); old saves: none
    byname: str = ""  # the byname of the arête talent Byname (p. 53); old saves: none
    # how the player takes Wounds, first open step first (p. 124; worm.rules.wound_order);
    # empty: the GM's careful default (worm.gm.wounds)
    wound_order: tuple[str, ...] = ()
    # item ids of the books read in camp (Read a Book, p. 137; Bookworm, p. 78); old saves none
    books_read: tuple[str, ...] = ()
    # Monster Hunter's specialization: the kind of creature hunted, a monster id (p. 70); old
    # saves none
    quarry: str | None = None
    # Monster Hunter's hated foe ("Beast Hunter"…), chosen with the specialization where the
    # creature counts for more than one (p. 70; worm.gm.hunters.foes); none: its first; old
    # saves none
    hated: str | None = None
    # the player's standing choice for a talent the GM would otherwise elect by policy
    # (Aegis, Ambusher, Berserkergang): (talent id, yes or no); old saves none
    elects: tuple[tuple[str, bool], ...] = ()
    # lines of the sheet crossed off until the end of the next Camp Phase ("Do You Doubt Me,
    # Traitor?", p. 269; worm.rules.crossed_off): "talent:ID", "motif:N", "pack:N" or "name";
    # old saves none
    crossed: tuple[str, ...] = ()

    @model_validator(mode="after")
    def _wounded_talents_are_known(self) -> Adventurer:
        known = {talent.id for talent in self.talents}
        unknown = [t for t in self.conditions.wounded_talents if t not in known]
        if unknown:
            raise ValueError(f"wounded talents {unknown} are not among the adventurer's talents")
        return self

    def talent(self, talent_id: str) -> Talent | None:
        """The talent as the sheet lists it, known or not; whether it may be used now is
        ``usable``."""
        return next((t for t in self.talents if t.id == talent_id), None)

    def usable(self, talent_id: str) -> Talent | None:
        """The talent if ``self`` may use it now: known, not Wounded ("Wounded talents cannot
        be used until healed", pp. 31, 124) and not crossed off the sheet (p. 269). Every place
        a talent is *used* asks this; listing, training, wounding and healing ask ``talent``."""
        if talent_id in self.conditions.wounded_talents or f"talent:{talent_id}" in self.crossed:
            return None
        return self.talent(talent_id)

    def pact(self, pact_id: str) -> Pact | None:
        return next((p for p in self.pacts if p.id == pact_id), None)

    def has_effect(self, effect_id: str) -> bool:
        return any(effect.id == effect_id for effect in self.effects)

    @property
    def active(self) -> bool:
        """Able to act: alive, not at Death's Door (p. 31) and not turned to stone (p. 257)."""
        c = self.conditions
        return not (c.dead or c.deaths_door or c.stone)
