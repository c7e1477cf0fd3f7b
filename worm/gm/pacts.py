"""Policy (p. 83): the GM's rulings around pacts, where the book leaves the judgement open.

- *Which Wound the runes cut* (Self-mutilation; ambiguity 18 of the rules digest): a Wounded
  talent, never Gramarye nor a "Magic of the…" talent, an in-training one first; with no such
  talent left the pact cannot be sworn. Healing that talent breaks the pact.
- *Silence and Verity*: only speech breaks them, and worm plays no speech: the automated guild
  whispers and never lies, so nothing in play breaks them (the ruling is logged when sworn).
- *The Fool at a maleficence draw* (p. 201): no entry of the tables names it; the realm lets
  the sorcerer be this time.
- *Which component to charge*, when the player names none: the first of the sorcerer's
  realms' spells, not yet charged, that is cast at a foe in a Challenge; else one with any
  use there; else the first.
- *Which pacts a guild sorcerer swears* (autoplay): the cheap ones it can keep, Silence and
  Verity, then Forego skins while it wears no leather.
"""

from __future__ import annotations

from worm.content.models import ContentPack
from worm.model.adventurer import Adventurer, Pact
from worm.rules import conditions
from worm.rules import pacts as rules

WORD_PACTS = ("silence", "verity")
CHEAP = ("silence", "verity", "forego_skins")
"""The pacts the autoplay guild's sorcerer swears, cheapest first (policy above)."""

FOOL_SPARES = "the Fool is drawn for maleficence, and the realm lets it be"
KEPT_BY_WORD = "worm plays no speech: the guild whispers and never lies, so it holds"


def rune_wound(adventurer: Adventurer) -> str | None:
    """The talent the runes of Self-mutilation wound (policy above), or None."""
    spared = {rules.GRAMARYE, *rules.realms(adventurer), *adventurer.conditions.wounded_talents}
    if "talent" not in conditions.wound_options(adventurer):
        return None
    open_talents = [t for t in adventurer.talents if t.id not in spared]
    open_talents.sort(key=lambda t: (t.state == "mastered", t.id))
    return open_talents[0].id if open_talents else None


def component(adventurer: Adventurer, pack: ContentPack, taken: set[str]) -> str | None:
    """The spell component charged when none is named (policy above)."""
    spells = [s for s in rules.chargeable(adventurer, pack) if s not in taken]
    fighting = [s for s in spells if pack.spells[s].challenge is not None]
    striking = [s for s in fighting if pack.spells[s].challenge.target == "foe"]  # type: ignore[union-attr]
    found = striking or fighting or spells
    return found[0] if found else None


def cheap_pacts(adventurer: Adventurer, pack: ContentPack) -> tuple[tuple[str, str], ...]:
    """The pacts the autoplay sorcerer swears tonight, each with its component (policy
    above): those of ``CHEAP`` it does not keep yet and would not break at once."""
    chosen: list[tuple[str, str]] = []
    taken: set[str] = set()
    for pact_id in CHEAP:
        if adventurer.pact(pact_id) is not None:
            continue
        spell = component(adventurer, pack, taken)
        if spell is None:
            break
        if rules.breaks(adventurer, Pact(id=pact_id, spell=spell), pack) is not None:
            continue
        chosen.append((pact_id, spell))
        taken.add(spell)
    return tuple(chosen)
