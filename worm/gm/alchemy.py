"""Policy (pp. 231, 233): what a slain creature gives an alchemist, and what its reagent brews.

The book leaves both calls to the GM. What a corpse yields (p. 231): only monstrous creatures
with guts give reagents, one each, several from elephant-sized ones. worm reads that off the
creature's statblock:

- no reagent from people: the Man theme (p. 248), a named character, or a monster rebranded
  from a bestiary entry of sentient humanoids (ogres, nymphs, vampires, liches);
- no reagent from the gutless: a wraith or animate statue (the book's two examples), or a
  monster rebranded from one, and the named monsters below that have no body to cut;
- ``HUGE_YIELD`` reagents from a huge creature, one from any other.

What a reagent brews (p. 233: steal the creature's powers): the sampling's substance of that
form for the creature or its bestiary base (pp. 235–239) if items.toml has one; else the first
sampled substance of that form sharing an effect with the creature's dooms and notes, greater
dooms first; else the plain brew of that form (fire bomb, murky potion, slick oil).
"""

from __future__ import annotations

from dataclasses import dataclass

from worm.content.models import ContentPack
from worm.gm import foes

FORMS = ("bomb", "potion", "oil")
"""The three kinds of alchemical substance (p. 232)."""

PLAIN = {"bomb": "bomb_fire", "potion": "potion_murky", "oil": "oil_slick"}
"""The brew of each form when the creature's own powers give none (policy, p. 233)."""

HUGE_YIELD = 3
"""Policy (p. 231): "several" reagents from an elephant-sized creature is three."""

PEOPLE_BASES = frozenset({"ogre", "nymph", "vampire", "lich_yellow_king"})
"""Bestiary entries that are sentient humanoids (p. 231): no reagents from them."""

GUTLESS_BASES = frozenset({"wraith", "animate_statue"})
"""The book's gutless examples (p. 231): a wraith, a magically animated statue."""

GUTLESS_MONSTERS = frozenset(
    {
        "elven_ghosts",
        "will_o_wisps",
        "living_paintings",
        "memetic_plagues",
        "speech_bubble_jellyfish",
    }
)
"""Seed monsters with no base entry that have no guts to cut: ghosts, lights, paint, ideas."""


@dataclass(frozen=True, slots=True)
class Yield:
    """What a corpse gives (p. 231): how many reagents, and the GM's one-line reason."""

    reagents: int
    why: str


def yield_of(pack: ContentPack, creature: str) -> Yield:
    """How many reagents a slain ``creature`` (a statblock id) gives, and why (p. 231)."""
    block = foes.statblock(pack, creature)
    monster = pack.monsters.get(creature)
    base = monster.base if monster is not None else creature
    if creature in pack.characters or block.theme == "man" or base in PEOPLE_BASES:
        return Yield(0, f"{block.name} are people, not monsters: no reagent")
    if base in GUTLESS_BASES or creature in GUTLESS_MONSTERS:
        return Yield(0, f"{block.name} have no guts: no reagent")
    if block.size == "huge":
        return Yield(HUGE_YIELD, f"{block.name} are huge: {HUGE_YIELD} reagents each")
    return Yield(1, f"one reagent from each of the {block.name}")


def substance(pack: ContentPack, creature: str, form: str) -> tuple[str, str]:
    """The item a reagent of ``creature`` brews into as ``form``, and the GM's reason
    (p. 233)."""
    monster = pack.monsters.get(creature)
    keys = [creature] + ([monster.base] if monster is not None and monster.base else [])
    prefix = "oil_" if form == "oil" else f"{form}_"
    for key in keys:
        item = f"{prefix}{key}"
        if item in pack.items and form in pack.items[item].tags:
            return item, f"the sampling gives its {form} (pp. 235–239)"
    block = foes.statblock(pack, creature)
    powers = [e for d in (*block.greater, *block.lesser) for e in d.effects]
    powers += [e for n in block.notes for e in n.effects]
    for power in powers:
        for item_id in sampled(pack, form):
            use = pack.items[item_id].use
            if use is not None and power in use.effects:
                return item_id, f"its {power} power, stolen into a {form}"
    return PLAIN[form], f"no power of its fits a {form}: the plain one"


def sampled(pack: ContentPack, form: str) -> tuple[str, ...]:
    """The substances of ``form`` in items.toml, the plain brews last."""
    found = [i for i, item in pack.items.items() if form in item.tags and i != PLAIN[form]]
    return (*found, PLAIN[form])


def forms_for(reagents: int, *, carries_potion: bool) -> tuple[str, ...]:
    """Policy (p. 231): the forms the GM brews when the player names none, and the autoplay
    guild's choice: a potion first if the alchemist carries none (a healing draught is the
    likeliest), then bombs, the form every creature gives."""
    if reagents == 0:
        return ()
    first = "bomb" if carries_potion else "potion"
    return (first,) + ("bomb",) * (reagents - 1)
