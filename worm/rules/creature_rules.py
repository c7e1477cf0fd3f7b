"""Every creature note and doom in the content, and whether the game plays it (Appendix C,
pp. 241–288).

``PLAYED`` names the function that plays a rule; ``NOT_YET`` says in one line why a rule is
not played. A test holds every note and doom of themes.toml, threats.toml and bestiary.toml
to one of the two, and ``report`` writes docs/creature-rules.md (``bench/creature_rules.py``).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Literal

from worm.content.denizens import Theme, Threat
from worm.content.models import ContentPack

Kind = Literal["note", "doom"]

PLAYED: dict[tuple[Kind, str], str] = {
    ("note", "Tough"): "worm.engine.actions.facedown.defend",
    ("note", "Fleshless"): "worm.rules.dooms.immune",
    ("note", "Invulnerable"): "worm.rules.dooms.immune",
    ("note", "Squishy"): "worm.rules.dooms.immune",
    ("note", "Impermeable Membrane"): "worm.rules.dooms.immune",
    ("note", "Untouched by Hot Iron"): "worm.rules.dooms.immune",
    ("note", "Magically Null"): "worm.rules.dooms.immune",
    ("note", "Immune to Damage"): "worm.engine.actions.harm.harm_foe",
    ("note", "Huge"): "worm.engine.actions.pentacles.unmoved",
    ("note", "Wimps"): "worm.rules.dooms.wimps",
    ("note", "Fleet"): "worm.rules.dooms.free_zones",
    ("note", "Flutter"): "worm.rules.dooms.free_zones",
    ("note", "Scurry"): "worm.rules.dooms.free_zones",
    ("doom", "Bite"): "worm.engine.antagonists.PLAYED",
    ("doom", "Riot of Teeth"): "worm.engine.antagonists._doom_says",
    ("doom", "Claw"): "worm.rules.dooms.attack_wounds",
    ("doom", "Talons"): "worm.rules.dooms.attack_wounds",
    ("doom", "Deadly Attack"): "worm.rules.dooms.attack_wounds",
    ("doom", "Overwhelming Attack"): "worm.engine.antagonists._overwhelming",
    ("doom", "Overwhelming Bite"): "worm.engine.antagonists._overwhelming",
    ("doom", "Smash"): "worm.engine.antagonists._overwhelming",
    ("doom", "Sweeping Club"): "worm.rules.dooms.sweeps",
    ("doom", "Haymaker"): "worm.rules.dooms.sweeps",
    ("doom", "Tail Whip"): "worm.rules.dooms.sweeps",
    ("doom", "Kick"): "worm.rules.dooms.sweeps",
    ("doom", "Vomit"): "worm.engine.imps.vomit",
    ("note", "Breathless and Undreaming"): "worm.rules.dooms.unbreathing",
    ("note", "Breathless and Ageless"): "worm.rules.dooms.unbreathing",
    ("doom", "Trample"): "worm.engine.antagonists._trample",
    ("doom", "Rampage"): "worm.engine.antagonists._untouchable",
    ("doom", "Armored Scales"): "worm.engine.antagonists._untouchable",
    ("doom", "Untouchable"): "worm.engine.antagonists._untouchable",
    ("note", "Rotting Brains"): "worm.rules.dooms.uninspired",
    ("note", "Empty Skulls"): "worm.rules.dooms.uninspired",
    ("note", "Spectral"): "worm.rules.dooms.uninspired",
    ("doom", "Piss and Shit"): "worm.engine.imps.befoul",
    ("doom", "I Am the Fucking Death Dealer/I Am the Butcher of the World"): (
        "worm.gm.tactics.attack_doom"
    ),
    ("note", "Pools of Health and Defense"): "worm.engine.actions.fighters.band_block",
    ("doom", "Do You Doubt Me, Traitor?"): "worm.engine.doubt.doubted",
    ("doom", "Supernatural Grace"): "worm.engine.actions.supernatural_grace.spend",
    ("doom", "Perfect Imitation"): "worm.engine.actions.perfect_imitation.misled",
    ("note", "Eat-Eat-Eat"): "worm.engine.eat_eat_eat.play",
    ("note", "Gaze of the Cockatrice"): "worm.engine.gaze.stare",
    ("note", "Relics"): "worm.engine.actions.harm._on_a_pool",
    ("doom", "Fear"): "worm.engine.zone_dooms.play",
    ("doom", "Unearthly Fear"): "worm.engine.zone_dooms.play",
    ("doom", "Choking Spores"): "worm.engine.zone_dooms.play",
    ("doom", "Shriek"): "worm.engine.zone_dooms.play",
    ("doom", "Potence"): "worm.engine.zone_dooms.play",
    ("doom", "Sorrow! Sorrow! Sorrow!"): "worm.engine.zone_dooms.play",
    ("doom", "Regenerate"): "worm.engine.creature_heal.regenerate",
    ("doom", "Fungal Regeneration"): "worm.engine.creature_heal.regenerate",
    ("note", "Feed"): "worm.engine.creature_heal.feed",
    ("doom", "Devour the Living"): "worm.engine.creature_heal.devour",
    ("doom", "Resilient"): "worm.engine.free_dooms.resilient",
    ("doom", "Supernatural Speed"): "worm.engine.free_dooms.speed",
    ("doom", "Breath of Fire"): "worm.rules.dooms.cooked",
    ("doom", "Backwards Charge"): "worm.engine.antagonists._charge",
    ("doom", "Cautious Retreat"): "worm.engine.free_dooms.retreat",
    ("doom", "Fiendish Retreat"): "worm.engine.free_dooms.retreat",
    ("doom", "Expeditious Retreat"): "worm.engine.free_dooms.retreat",
    ("doom", "Retreat into the Shadows"): "worm.engine.free_dooms.retreat",
    ("doom", "Tail Bite"): "worm.engine.antagonists._rider",
    ("doom", "Evasive"): "worm.engine.antagonists._evasive",
    ("doom", "Web"): "worm.engine.actions.webs.snare",
    ("doom", "Steal Face"): "worm.engine.actions.webs.snare",
    ("doom", "Bad Little Hands"): "worm.engine.pilfered.take",
    ("doom", "Rummage"): "worm.engine.pilfered.take",
    ("doom", "Special Locomotion"): "worm.engine.own_way.plan",
    ("doom", "Wall Crawling"): "worm.engine.own_way.plan",
    ("doom", "Flutter"): "worm.engine.own_way.break_away",
    ("doom", "Tactics"): "worm.engine.gm_interrupts.before",
    ("doom", "Flight"): "worm.engine.actions.aloft.play",
    ("note", "Spite Alone Holds Me Aloft"): "worm.engine.actions.aloft.play",
    ("doom", "Shapeshifter"): "worm.engine.actions.aloft.play",
    ("doom", "Mist Form"): "worm.engine.actions.aloft.play",
    ("doom", "Body of Smokeless Fire"): "worm.engine.actions.aloft.fade",
    ("doom", "Intangible"): "worm.engine.actions.aloft.fade",
    ("note", "Shadow Form"): "worm.engine.actions.aloft.shine",
    ("doom", "Great Leap"): "worm.engine.actions.aloft.leaps",
    ("doom", "Invisible"): "worm.engine.actions.aloft.play",
    ("doom", "Pull Into the Air"): "worm.engine.actions.aloft.drop",
    ("doom", "Sleep Song"): "worm.engine.incantations.play",
    ("doom", "Nip"): "worm.engine.actions.facedown.riposte",
    ("doom", "Sorcery"): "worm.engine.incantations.play",
    ("doom", "Day of Tears and Mourning"): "worm.engine.incantations.play",
    ("doom", "May Failure Be Your Noose"): "worm.engine.gm_interrupts.after",
    ("doom", "Bad Luck Machine"): "worm.engine.gm_interrupts.turned",
    ("doom", "Grab"): "worm.engine.actions.holds.seize",
    ("doom", "Protoplasmic Attack"): "worm.engine.actions.holds.exposed",
    ("doom", "Squeeze"): "worm.engine.actions.holds.crush",
    ("doom", "Grind"): "worm.engine.actions.holds.crush",
    ("doom", "Throw Stones"): "worm.engine.actions.holds.throw",
    ("doom", "Engulf"): "worm.engine.actions.holds.engulf",
    ("doom", "Swallow"): "worm.engine.actions.holds.swallow",
    ("doom", "Stinking Cloud"): "worm.engine.stinking_cloud.round_begins",
    ("note", "Aura of Ice"): "worm.engine.aura_of_ice.turn_begins",
    ("note", "Vulnerable to Fire"): "worm.engine.actions.vulnerable.harsher",
    ("note", "Acidic"): "worm.engine.actions.vulnerable.corrode",
    ("note", "Shapeless Body"): "worm.engine.actions.vulnerable.refused",
    ("note", "Construct"): "worm.engine.actions.vulnerable.notched",
    ("doom", "Infectious Disease"): "worm.engine.infectious_disease.bite",
    ("doom", "Dolorous Kiss"): "worm.engine.dolorous_kiss.kiss",
    ("doom", "Bully"): "worm.engine.bully.play",
    ("doom", "Bewitching Beauty"): "worm.engine.bewitching_beauty.play",
    ("doom", "Last Grasp"): "worm.engine.last_grasp.grasp",
    ("doom", "Harden"): "worm.engine.actions.harden.wounded",
    ("doom", "Breath of Ice"): "worm.engine.breath_of_ice.freeze",
    ("doom", "Corrosive Attack"): "worm.engine.corrosive_attack.corrode",
    ("doom", "Absorb Bones"): "worm.engine.absorb_bones.play",
    ("note", "Telepathic"): "worm.engine.telepathy.talks_with",
    ("doom", "Command"): "worm.engine.control.seize",
    ("doom", "Possess"): "worm.engine.control.seize",
    ("doom", "Mesmerize"): "worm.engine.control.seize",
    ("doom", "Soft Is Their Throat, Soft Is Their Skull/Fragrant Is My Many Flower'd Crown"): (
        "worm.engine.control.seize"
    ),
    ("doom", "Call Bats"): "worm.engine.summoned.play",
    ("doom", "Faithful Servant, Tender Companion"): "worm.engine.summoned.play",
    ("doom", "If the Poison Won't Take You My Dogs Will"): "worm.engine.missiles.reaches",
    ("doom", "Pelt with Stones"): "worm.engine.missiles.pick_up",
    ("note", "Slippery"): "worm.engine.actions.slippery.slips",
    ("note", "Maleficent Retribution"): "worm.engine.maleficent_retribution.retribute",
    ("doom", "Natural Sorcery"): "worm.engine.incantations.plan",
    ("note", "Elemental Immunity"): "worm.engine.elemental.shrugs",
    ("note", "Elemental Travel"): "worm.engine.elemental.free_move",
    ("note", "Water Horse"): "worm.engine.elemental.free_move",
    ("note", "Elemental Meld"): "worm.engine.actions.aloft.play",
    ("note", "Bonding Back"): "worm.engine.actions.bonding_back.touched",
    ("note", "Brain Spores"): "worm.engine.actions.brain_spores.breathed",
    ("note", "Poison Immunity"): "worm.rules.poison.proof",
    ("note", "Endless Gullet"): "worm.rules.poison.proof",
    ("note", "Second Sight"): "worm.engine.actions.sensed.seer",
    ("note", "Sense Magic"): "worm.engine.actions.sensed.seer",
    ("note", "Smell Magic"): "worm.engine.actions.sensed.seer",
    ("note", "Salt Reactive"): "worm.engine.actions.cups.burns",
    ("note", "Threshold"): "worm.engine.actions.threshold.landed",
    ("note", "Retributive"): "worm.engine.retributive.turn_begins",
    ("note", "Rusted Armor"): "worm.engine.optional_notes.armored",
    ("note", "Strange Body"): "worm.engine.actions.strange_body.harsher",
    ("note", "That Hideous Strength"): "worm.engine.hideous_strength.smash",
    ("note", "Rune of protection"): "worm.engine.actions.rune.glances",
    ("note", "Climbing"): "worm.engine.actions.climbing.climb",
    ("doom", "Shake"): "worm.engine.shake.play",
    ("note", "One Initiative"): "worm.engine.challenge._band",
    ("note", "Ambush"): "worm.engine.camouflage.act",
    ("note", "Crystal Skull"): "worm.gm.crystal_skull.regrows",
}
"""Rules played, each with the symbol that plays it."""

_POOL = "lost with its pool when the pool falls (played); its own effect not yet"

NOT_YET: dict[tuple[Kind, str], str] = {
    ("note", "Battlefield"): "his sections are pools of one foe standing in one zone, climbed "
    "by a Dash (worm.engine.actions.climbing); a section as a zone of its own that others enter, "
    "and a section disabled or entangled (not only defeated) losing its dooms, are not modelled",
    ("note", "Untrackable"): "no one tracks in the game: an animal can learn Track "
    "(worm.engine.companions.train) but no order sends it after a trail, and no test follows a "
    "creature's tracks, so there is no hunt for the lion to foil",
    ("doom", "Bat Form"): "flying 1 zone as a Move is what a walking Move already does: no "
    "zone bars a Move to feet (slow bars only a Dash; a trap or caltrops strike a flier and a "
    "walker alike, as the book says nothing of wings over them), so the shape changes nothing "
    "in the fight yet (its pursuit of a running guild is played, worm.gm.pursuit)",
    ("doom", "Minor Illusion"): "an image with no weight, sound or smell changes nothing the "
    "Challenge counts, and no fighter acts on what a thing seems to be: the fight's zones hold "
    "only what is there (worm.model.challenge.Zone.scenery), so an image would only deceive a "
    "belief the game does not keep",
    ("doom", "Roar of Life"): "no one in the game dies without sin: the book's sinless are "
    "children, or an adult just cleansed by a sin-eater or a god, and the guild's dead "
    "(worm.engine.dying) are adventurers with no such cleansing, so the roar has no one to raise",
}
"""Rules not played yet, each with the reason."""

LORDS_WITHOUT_DOOMS = (
    "the_bone_chandelier",
    "the_beastmaster",
    "the_enormous",
    "the_rat_king",
    "xania",
    "heuriko_the_sorceress",
    "the_truesilver_golem",
)
"""The seeds' dungeon lords whose stat block has no doom (a test holds this list true)."""

WHY_NO_DOOMS = (
    "The book gives these lords only a name in their seed (Appendix E, pp. 344–364), with no "
    "stat block. A lord built the book's way (theme plus threat, p. 242) takes no greater "
    "doom from the dungeon lord template, which has none (p. 251), and no lesser one from "
    "the man theme (no template, p. 248) or the sorcerous theme (no lesser dooms by default, "
    "p. 248). The book then asks the GM to invent one or two from the creature's "
    "exaggerated aspect (pp. 242–243); those would be our words and our rules, not the book's, "
    "and worm's GM invents none yet. So they fight with their attributes, pools (the "
    "policy's body and ward, worm.gm.foes) and plain Attacks."
)


@dataclass(frozen=True, slots=True)
class Rule:
    """One note or doom of the content, with every creature or template that carries it."""

    kind: Kind
    name: str
    carriers: tuple[tuple[str, int], ...]  # (id, page), in content order
    played_by: str | None
    why_not: str | None


def rules(pack: ContentPack) -> tuple[Rule, ...]:
    """Every note and doom in themes, threats and the bestiary, by kind and name."""
    found: dict[tuple[Kind, str], list[tuple[str, int]]] = {}
    for kind, name, carrier, page in _carried(pack):
        found.setdefault((kind, name), [])
        if (carrier, page) not in found[(kind, name)]:
            found[(kind, name)].append((carrier, page))
    return tuple(
        Rule(key[0], key[1], tuple(carriers), PLAYED.get(key), NOT_YET.get(key))
        for key, carriers in sorted(found.items())
    )


def _carried(pack: ContentPack) -> Iterator[tuple[Kind, str, str, int]]:
    templates: list[Theme | Threat] = [*pack.themes.values(), *pack.threats.values()]
    for template in templates:
        for note in template.notes:
            yield "note", note.name, template.id, template.page
        for doom in template.dooms:
            yield "doom", doom.name, template.id, template.page
    for creature in pack.bestiary.values():
        for note in (*creature.notes, *(n for pool in creature.pools for n in pool.notes)):
            yield "note", note.name, creature.id, creature.page
        for doom in creature.all_dooms():
            yield "doom", doom.name, creature.id, creature.page


def report(pack: ContentPack) -> str:
    """docs/creature-rules.md: every note and doom, played (and by what) or why not."""
    found = rules(pack)
    played = [r for r in found if r.played_by is not None]
    lines = [
        "# Creature rules: played, or why not",
        "",
        "Generated by `uv run python bench/creature_rules.py --write` from "
        "`worm.rules.creature_rules`; do not edit by hand. Every note and doom of "
        "assets/themes.toml, threats.toml and bestiary.toml (Appendix C, pp. 241–288).",
        "",
        f"**{len(played)} of {len(found)} played** "
        f"({sum(r.kind == 'note' for r in played)} notes, "
        f"{sum(r.kind == 'doom' for r in played)} dooms); "
        f"{len(found) - len(played)} not yet.",
        "",
        "| kind | name | carried by (page) | status | played by / why not |",
        "|---|---|---|---|---|",
    ]
    for r in found:
        carriers = ", ".join(f"{who} (p. {page})" for who, page in r.carriers)
        status = "played" if r.played_by else "not yet"
        how = f"`{r.played_by}`" if r.played_by else r.why_not or "MISSING"
        lines.append(f"| {r.kind} | {r.name} | {carriers} | {status} | {how} |")
    lines += [
        "",
        "## Dungeon lords with no dooms",
        "",
        ", ".join(f"`{lord}`" for lord in LORDS_WITHOUT_DOOMS) + ".",
        "",
        WHY_NO_DOOMS,
    ]
    return "\n".join(lines) + "\n"
