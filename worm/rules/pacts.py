"""Pacts (Gramarye's Make a Pact, p. 83): which spell components a sorcerer may charge, what
may be sworn now, and whether what the sorcerer holds, wears or suffers breaks a pact.

Pure: an adventurer and the content pack in, a verdict out. ``worm.engine.pacts`` plays them.
"""

from __future__ import annotations

from collections.abc import Sequence

from worm.content.models import ContentPack
from worm.content.pacts import PactRule
from worm.model.adventurer import Adventurer, Pact
from worm.model.inventory import Carried
from worm.rules import talents

GRAMARYE = "gramarye"
PACT_COUNT = 11  # p. 83: eleven pacts, each sworn at most once at a time
BY_WORD = ("gear", "mask", "hair_shirt", "wound")
"""The watches seen in what the sorcerer holds or suffers, checked after every command."""


def realms(adventurer: Adventurer) -> tuple[str, ...]:
    """The "Magic of the…" talents the sorcerer knows, unwounded (p. 82)."""
    return tuple(
        t.id
        for t in adventurer.talents
        if t.id.startswith("magic_of_") and adventurer.usable(t.id) is not None
    )


def can_swear(adventurer: Adventurer) -> bool:
    """Whether Make a Pact could be used at all (p. 83): Gramarye unwounded, a realm's spells
    to charge, and a pact not yet sworn."""
    return (
        adventurer.usable(GRAMARYE) is not None
        and bool(realms(adventurer))
        and len(adventurer.pacts) < PACT_COUNT
    )


def chargeable(adventurer: Adventurer, pack: ContentPack) -> tuple[str, ...]:
    """The spells whose components the sorcerer may charge now (p. 83): those of their realms
    not already charged, in the pack's order."""
    known = set(realms(adventurer))
    taken = {p.spell for p in adventurer.pacts}
    return tuple(s.id for s in pack.spells.values() if s.talent in known and s.id not in taken)


def charged(adventurer: Adventurer, spell_id: str) -> Pact | None:
    """The pact whose charge would pay for casting ``spell_id`` (p. 83), if any."""
    return next((p for p in adventurer.pacts if p.spell == spell_id), None)


def masked(adventurer: Adventurer) -> tuple[str, ...]:
    """The disfavor Hide your face lays on a social test (p. 83): its reason, or nothing."""
    if adventurer.pact("hide_your_face") is None:
        return ()
    return ("masked: Hide your face (p. 83)",)


def _held(adventurer: Adventurer, rule: PactRule) -> tuple[Carried, ...]:
    inv = adventurer.inventory
    if rule.reach == "carried":
        return inv.things()
    equipped = {c.uid: c for c in (*inv.hands, *inv.belt) if c is not None}
    return (*equipped.values(), *inv.worn)


def breaks(adventurer: Adventurer, pact: Pact, pack: ContentPack) -> str | None:
    """What in the sorcerer's state now goes against ``pact`` (None: it holds), for the pacts
    the engine watches in gear and conditions (p. 83)."""
    rule = pack.pacts[pact.id]
    carried = {c.item for c in adventurer.inventory.things()}
    if rule.watch == "gear":
        for c in _held(adventurer, rule):
            item = pack.items[c.item]
            if rule.shuns(c.item, item.tags):
                where = "carries" if rule.reach == "carried" else "takes up"
                return f"{adventurer.name} {where} {item.name.lower()}"
    if rule.watch == "mask" and rule.needs not in carried:
        return f"{adventurer.name} shows their face: the mask is gone"
    if rule.watch == "hair_shirt" and rule.needs not in carried:
        if not adventurer.conditions.stressed:
            return f"{adventurer.name} has put off the hair shirt and is no longer Stressed"
    if rule.watch == "wound" and pact.wound not in adventurer.conditions.wounded_talents:
        return f"the Wound of the runes on {adventurer.name} has healed"
    return None


def why_not(
    adventurer: Adventurer, choices: Sequence[tuple[str, str]], pack: ContentPack
) -> str | None:
    """Why ``adventurer`` cannot swear these (pact, spell) pairs now (None: they can), p. 83:
    each pact known and not already sworn, each spell of their realms and charged only once,
    the mask or hair shirt to hand, and nothing held that the pact forbids."""
    if adventurer.talent(GRAMARYE) is None:
        return f"{adventurer.name} does not know Gramarye (p. 82)"
    if (why := talents.barred(adventurer, GRAMARYE, "Gramarye")) is not None:
        return why
    if not choices:
        return "name at least one pact to swear (p. 83)"
    open_spells = set(chargeable(adventurer, pack))
    seen_pacts: set[str] = set()
    seen_spells: set[str] = set()
    carried = {c.item for c in adventurer.inventory.things()}
    for pact_id, spell_id in choices:
        rule = pack.pacts.get(pact_id)
        if rule is None:
            return f"there is no pact {pact_id!r} (p. 83)"
        spell = pack.spells.get(spell_id)
        if spell is None:
            return f"there is no spell {spell_id!r} to charge (Appendix A)"
        if adventurer.pact(pact_id) is not None or pact_id in seen_pacts:
            return f"{adventurer.name} already keeps {rule.name} (p. 83)"
        if charged(adventurer, spell_id) is not None or spell_id in seen_spells:
            return f"{spell.name}'s component is already charged: each only once (p. 83)"
        if spell_id not in open_spells:
            return f"{spell.name} is not a spell of {adventurer.name}'s realms (p. 82)"
        if rule.needs is not None and rule.needs not in carried:
            return f"{rule.name} needs a {pack.items[rule.needs].name.lower()} (p. 83)"
        if rule.watch == "gear" and (
            why := breaks(adventurer, Pact(id=pact_id, spell=spell_id), pack)
        ):
            return f"{why}, which {rule.name} forbids (p. 83)"
        seen_pacts.add(pact_id)
        seen_spells.add(spell_id)
    return None
