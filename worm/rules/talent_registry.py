"""Every talent of the content (pp. 51–83) and what plays it: the function(s) that carry out
its rule, or, while none does yet, a line saying why not. ``docs/talents.md`` is drawn from
this table (``markdown``) and a test keeps the two the same, and every talent in
``assets/talents.toml`` here.

A talent is *played* when its whole rule runs in the engine and every front end (the text game,
the terminal game, the autoplay bot) can use it; *partly* when some of it runs and ``missing``
says what does not; *not yet* when nothing does. Where the book leaves a ruling to the table,
``policy`` says how the automated GM rules it; that is not a gap. Functions are named by their
dotted path, so this table sits in the rules layer without importing the engine; the test
imports each one.

Regenerate the doc with ``uv run python -m worm.rules.talent_registry > docs/talents.md``.
"""

from __future__ import annotations

import sys
from dataclasses import dataclass
from typing import Literal

from worm.content import ContentPack, default

Status = Literal["played", "partly", "not yet"]


@dataclass(frozen=True, slots=True)
class Entry:
    """How far one talent is played: ``where`` it applies, the ``code`` that plays it, and
    what is ``missing`` (the reason it is not played yet, or the part left out)."""

    where: str
    code: tuple[str, ...] = ()
    missing: str = ""
    policy: str = ""
    """The GM's standing judgement where the book leaves the table to decide (a named policy);
    a talent whose whole rule runs with such a policy is still *played*."""

    @property
    def status(self) -> Status:
        if not self.code:
            return "not yet"
        return "partly" if self.missing else "played"


_BIDS = (
    "worm.engine.lore_questions.grounds",
    "worm.engine.parley._bid_lore",
    "worm.engine.actions.miscellaneous.bid_lore",
    "worm.engine.lore_questions.ask",
)
_ASKED_BY_BOT = ("worm.engine.autolore.question", "worm.engine.autolore.shuns")
"""The bot asks before a room it has not entered, and keeps clear of what it dreads there."""
_FORESEEN = (
    "worm.engine.foresight.ask",
    "worm.engine.parley.foreseen",
    "worm.engine.autolore.before_taking",
)
"""What foresees a parley's deed or taking a treasure (Foretell, Spout Doom), and the bot's
asking before it takes."""
_OUTRIGHT = (
    "worm.engine.outright.succeed",
    "worm.engine.outright.ready",
    "worm.engine.outright.before_draw",
    "worm.gm.talents.outright_for",
)
"""What plays the arête talents that make a test succeed outright (Iron Beards, Underfoot,
Colossal)."""
_OUTRIGHT_WHEN = (
    "named before the draw (text 'ready WHO TALENT', the terminal's ':' line) or once a test "
    "has failed (the push dialog); a City Event's test, drawn by the City and never pushed, "
    "takes neither; the bot only spends it on a failed test"
)

REGISTRY: dict[str, Entry] = {
    # ── Path of Swords (pp. 70–71) ──
    "aegis": Entry(
        "Challenge, Crawl",
        code=(
            "worm.engine.actions.aegis.turns",
            "worm.engine.actions.pentacles.manhandle",
            "worm.engine.antagonists._rider",
            "worm.engine.elections.elect",
            "worm.engine.elections.now",
            "worm.engine.aegis_crawl.turns",
            "worm.gm.crawl_blows.struck_at",
            "worm.gm.talents.uses",
            "worm.ui.prompts.WoundScreen",
        ),
        missing="played against a foe's Roughhouse or an Attack's effect in a Challenge, and a "
        "trap's strike in the Crawl (policy: a needle, a dart, a weight; not spores or a curse); "
        "a Meatgrinder hazard's or a room feature's effect is not read as a physical source "
        "(policy). A player's guild is asked as the effect lands, a word said beforehand ('elect "
        "WHO aegis yes or no') standing in; the bot's guild always brings the shield up (policy)",
    ),
    "doom_eye": Entry(
        "Challenge",
        code=(
            "worm.engine.actions.doom_eye.check",
            "worm.engine.actions.swords.attack",
            "worm.engine.skirmish.Skirmisher.next",
        ),
    ),
    "heavy_metal_machine": Entry(
        "Challenge",
        code=(
            "worm.engine.actions.heavy_metal.brace",
            "worm.engine.actions.facedown.defend",
            "worm.engine.challenge._heavy",
            "worm.engine.skirmish.Skirmisher._brace",
            "worm.engine.challenge._interrupting",
        ),
    ),
    "monster_hunter": Entry(
        "Challenge, City, lore bids",
        code=(
            "worm.engine.city_actions.quarry",
            "worm.engine.actions.monster_hunter.choose",
            "worm.engine.actions.monster_hunter.favor",
            "worm.gm.hunters.foe",
            "worm.engine.autocity._quarry",
            "worm.engine.hunter_motif.knows",
            "worm.engine.hunter_motif.favor",
        ),
        missing="the specialization (a kind of creature) is named as a City Action, the first "
        "time too (quick creation names none), and its theme sets the hated foe (policy); the "
        'motif "[Foe] Hunter" grounds lore bids on that foe and gives favor on tests it fits '
        "without being named (policy, as a byname), one foe per creature where the book lets "
        "them overlap",
    ),
    "reaver": Entry(
        "Challenge",
        code=(
            "worm.engine.actions.reaver.charge",
            "worm.engine.actions.swords.attack",
            "worm.engine.skirmish.Skirmisher.next",
        ),
    ),
    "two_handed_focus": Entry(
        "Challenge",
        code=(
            "worm.engine.actions.declare._by_talent",
            "worm.engine.actions.declare.two_handed",
            "worm.engine.skirmish.Skirmisher.next",
        ),
    ),
    "war_stories": Entry(
        "Camp, City",
        code=(
            "worm.engine.camp_actions._war_stories",
            "worm.engine.autocamp.Camper.action",
        ),
    ),
    # ── Path of Pentacles (p. 74) ──
    "acrobat": Entry(
        "Crawl, Challenge",
        code=(
            "worm.engine.acrobat.climbs",
            "worm.engine.acrobat.landing",
            "worm.engine.acrobat.climbed",
            "worm.engine.actions.pentacles._climbing",
            "worm.engine.scene._perches",
            "worm.engine.skirmish._perch",
        ),
        missing="in a Challenge the climbing move goes up onto a perch, a zone atop scenery "
        "that gives a height (policy: a Move, any card, where others Dash with both hands "
        "free), the one thing a fight's zones give to climb; a fall is never a prepared one, "
        "so its Resolve is always asked (policy)",
    ),
    "ambusher": Entry(
        "Challenge",
        code=(
            "worm.engine.actions.ambusher.wounds",
            "worm.engine.actions.ambusher.warns",
            "worm.engine.challenge.warn",
            "worm.ui.prompts.WarnScreen",
            "worm.engine.elections.elect",
            "worm.engine.skirmish.Skirmisher.next",
        ),
    ),
    "con_artist": Entry(
        "parley, Challenge",
        code=("worm.engine.lore_questions.grounds", "worm.engine.parley._bid_lore"),
        missing="one who talks counts as a person (policy), met just now or before: the few "
        "minutes of watching are not asked for; the bot always reads a like",
    ),
    "fight_dirty": Entry(
        "Challenge",
        code=(
            "worm.engine.actions.declare._by_talent",
            "worm.engine.actions.dirty.ready",
            "worm.engine.actions.pentacles.roughhouse_offers",
            "worm.engine.antagonists._hampered",
            "worm.engine.skirmish.Skirmisher._dirty_trick",
        ),
    ),
    "quick": Entry(
        "Challenge",
        code=(
            "worm.engine.challenge._quick",
            "worm.engine.actions.quick.ready",
            "worm.engine.actions.quick.before",
            "worm.engine.skirmish.Skirmisher.next",
        ),
    ),
    "sneak": Entry(
        "Camp, Crawl, parley, Challenge",
        code=(
            "worm.engine.camp_actions._infiltrate",
            "worm.engine.sneak.slip",
            "worm.engine.sneak.arrive",
            "worm.engine.sneak.strike",
            "worm.engine.autoplay.Autoplay._fall_on",
        ),
        missing="one goes sneaking in the Crawl or a parley ('sneak WHO', the ':' line), never "
        "from a fight or the Camp (policy), and is left out of the next fight; turning up "
        "('arrive WHO', the fight's 'J') joins a fight for 1 Resolve, falls on creatures met "
        "as an ambush whose one blow lands first (policy: 1 Wound), or is free with nothing "
        "afoot; where else one might have snuck to is not asked (the sneaker walks with the "
        "guild unseen), and the bot sneaks only to open a fight it chose from hiding",
    ),
    "up_my_sleeve": Entry(
        "Crawl, Challenge, parley, Camp",
        code=(
            "worm.engine.sleeve.pull",
            "worm.gm.talents.sleeve_refuses",
            "worm.engine.autoplay._candle_up_a_sleeve",
            "worm.engine.autoplay._up_a_sleeve",
        ),
        missing="brought out anywhere below ground, a fight and a parley too (text 'sleeve WHO "
        "THING', the terminal's ':' line), as a word said and no action (policy); the bot "
        "brings out only a candle when no light is left and lockpicks for a lock no one can "
        "pick, in the Crawl",
    ),
    # ── Path of Cups (pp. 78–79) ──
    "alchemy": Entry(
        "Camp, City",
        code=("worm.engine.brewing.brew", "worm.engine.autocamp.Camper.action"),
    ),
    "beast_master": Entry(
        "Camp, City",
        code=("worm.engine.companions.train", "worm.engine.autocamp.Camper.action"),
    ),
    "bookworm": Entry(
        "lore bids, Camp",
        code=(*_BIDS, "worm.engine.camp_actions._read"),
    ),
    "chirurgeon": Entry(
        "Camp, Crawl, Challenge",
        code=(
            "worm.engine.camp_actions._chirurgery",
            "worm.engine.chirurgeon.heal",
            "worm.engine.actions.cups.use_item",
            "worm.engine.skirmish.Skirmisher.next",
        ),
    ),
    "counsel": Entry(
        "Challenge",
        code=(
            "worm.engine.actions.counsel.give",
            "worm.engine.actions.counsel.refusal",
            "worm.engine.challenge._advised",
            "worm.text.fightwords.counsel",
            "worm.engine.skirmish.Skirmisher._counsel",
            "worm.engine.actions.counsel.able",
            "worm.engine.actions.counsel.urgent",
            "worm.engine.skirmish.Skirmisher._urgent_counsel",
            "worm.engine.skirmish.Skirmisher._advised_dodge",
        ),
        missing="the fight stops for the counsellor alone only before a foe's blow on a "
        "guild-mate that would land; at other moments advice is given when the fight waits "
        "on the guild for something else (Initiative, a turn, minor actions, an interrupt)",
    ),
    "high_chant": Entry(
        "Camp, City",
        code=("worm.engine.high_chant.perform", "worm.engine.inspiration.spend"),
    ),
    "loremaster": Entry(
        "lore bids, parley",
        code=(
            "worm.engine.lore_bids.pay",
            "worm.rules.lore_bids.pay",
            "worm.engine.lore_bids.fluent",
            "worm.rules.lore_bids.speaks",
        ),
        missing="the Resolve is spent only once the bids are gone (policy), not at the "
        "player's word; fluency is played in parleys only; no runes are found to translate",
    ),
    # ── Path of Wands (p. 82) ──
    "counter_spell": Entry(
        "Challenge",
        code=(
            "worm.engine.actions.counter_spell.counter",
            "worm.engine.actions.counter_spell.negate",
            "worm.engine.incantations._in_play",
            "worm.engine.skirmish._negate",
            "worm.engine.negate.end",
            "worm.gm.second_sight.spell_in",
            "worm.engine.autoplay._end_a_spell",
        ),
        missing="a creature's spell (Sleep Song, Sorcery, Day of Tears and Mourning) is "
        "countered as it is cast, or ended once in play ('negate WHO on TARGET', the terminal's "
        "'E'); in the Crawl a known trap of enchantment or illusion is a spell in play (policy, "
        "'negate WHO [TRAP]'); the guild's own spells and a maleficence's lasting harm (told "
        "only) are never ended",
    ),
    "dwimmercraft": Entry(
        "Crawl, Challenge",
        code=(
            "worm.engine.dwimmercraft.focus",
            "worm.engine.dwimmercraft.read",
            "worm.gm.second_sight.shows",
            "worm.engine.actions.totals.mods_for",
            "worm.engine.explore.perform",
            "worm.engine.autoplay._second_sight",
        ),
        missing="second sight reads traps only (which ones an illusion hides or an "
        "enchantment holds: policy), and a Shrouded foe in a fight; no sorcerer, magical thing "
        "or invisible creature is told, since the content marks none; the petty magic is "
        "played only where a trap offers it as a way past, not at will",
    ),
    "gramarye": Entry(
        "Camp, Challenge",
        code=("worm.engine.pacts.make", "worm.engine.actions.declare._by_talent"),
    ),
    "magic_of_the_wastes": Entry("Challenge", code=("worm.engine.actions.wands.spell_named",)),
    "magic_of_the_weald": Entry("Challenge", code=("worm.engine.actions.wands.spell_named",)),
    "magic_of_the_weird": Entry("Challenge", code=("worm.engine.actions.wands.spell_named",)),
    "magic_of_the_welkin": Entry("Challenge", code=("worm.engine.actions.wands.spell_named",)),
    # ── Kin talents (pp. 51–64) ──
    "proud_and_ancient": Entry(
        "Crawl, Camp, City, Challenge",
        code=(
            "worm.engine.proud.favor",
            "worm.engine.actions.war_cry.cry",
            "worm.engine.actions.war_cry.favor",
            "worm.engine.actions.wands.spell_offers",
            "worm.engine.skirmish.Skirmisher._war_cry",
        ),
    ),
    "read_the_past": Entry(
        "lore bids, parley, Challenge, Crawl, Camp, City",
        code=(
            *_BIDS,
            "worm.engine.read_the_past.recall",
            "worm.engine.read_the_past.hear",
            "worm.engine.read_the_past.listing",
        ),
        missing="what is kept to recall is what the guild was told (lore answers, traits "
        "learned, rumors below and in the City); what it saw (a room's look, a fight's "
        "blows, the GM's other rulings) is not kept",
        policy="memory is grounds for a bid on a creature the guild has met; a recall brings "
        "back the latest thing told that holds the words asked (text 'bid WHO recall "
        "[N|WORDS]', 'heard' lists them; the terminal's ':' line); the bot never recalls, "
        "as it forgets nothing the game told it",
    ),
    "keen_senses": Entry(
        "lore bids, parley, Crawl",
        code=(
            "worm.engine.lore_questions.ask",
            "worm.engine.lore_questions.grounds",
            "worm.engine.parley.lore_grounds",
            *_ASKED_BY_BOT,
        ),
        missing="two questions: who is in the room next door, heard and scented, and, in a "
        "parley, what creatures who talk say (their lips read across the room); the game "
        "has no poisoned food or drink to taste, no creature's path to follow by scent (a "
        "band that fled or roams keeps none) and no invisible creature to hear",
        policy="lips read learn what any lore bid on the creature would (its likes and "
        "hates first); the bot bids so in a parley as with any grounds",
    ),
    "foretell": Entry(
        "lore bids, parley, Crawl",
        code=(
            "worm.engine.lore_questions.ask",
            "worm.engine.lore_questions.fight_there",
            *_ASKED_BY_BOT,
            *_FORESEEN,
            "worm.engine.autolore.foresee",
            "worm.engine.autolore.forebodes",
        ),
        missing="the deeds asked of are going into a room on the map, taking what lies in the "
        "room (will a trap go off: text 'bid WHO foretell take') and, in a parley, an "
        "offer, flattery or a lie (text 'bid WHO foretell offer|flatter|lie ...'); opening "
        "a door, a road and a fight's blows are not asked",
        policy="going into a room brings a fight when its stocked dwellers fall on the guild "
        "at sight; a parley's deed wins them over when it meets a like, want or need with no "
        "test, and not when it touches a dislike; one that hangs on a test not drawn yet gets "
        "a silent hunch and no bid is checked off; the bot foretells its flattery and leaves "
        "it unsaid on a no, and asks before taking a treasure and leaves it on a yes "
        "(worm.engine.autolore.leaves_it)",
    ),
    "weird_wise_ancient": Entry(
        "lore bids, parley, Challenge",
        code=(
            "worm.engine.lore_bids.follow_up",
            "worm.engine.parley._bid_lore",
            "worm.engine.actions.miscellaneous.bid_lore",
        ),
    ),
    "labor_unending": Entry("Camp", code=("worm.engine.camp_actions._labor",)),
    "hale_and_hearty": Entry("Camp", code=("worm.gm.bonds.feasts", "worm.engine.camp.break_bread")),
    "giants_strength": Entry(
        "City",
        code=(
            "worm.engine.giants_strength.city_contest",
            "worm.rules.giants_strength.wins",
            "worm.gm.strength.city_contest",
        ),
        missing="the one contest of strength met is City Event XVII, A Challenge, won outright "
        "against the human bravos (policy); nothing in the Crawl is a contest of strength "
        "against someone (no arm-wrestling or lifting match with a creature is played)",
    ),
    "quicksilver_blood": Entry(
        "Challenge, Crawl",
        code=(
            "worm.engine.actions.blood.struck",
            "worm.gm.talents.metal",
            "worm.engine.actions.fighters.recoverable",
            "worm.engine.orc_blood.wounded",
            "worm.gm.crawl_blows.metal",
        ),
    ),
    "poison_blood": Entry(
        "Challenge, Crawl",
        code=(
            "worm.engine.actions.blood.struck",
            "worm.gm.talents.bites",
            "worm.engine.orc_blood.wounded",
            "worm.gm.crawl_blows.bites",
        ),
    ),
    "blur": Entry(
        "Challenge",
        code=("worm.engine.actions.blood.struck", "worm.engine.actions.blood.acted"),
    ),
    "berserkergang": Entry(
        "Challenge",
        code=(
            "worm.engine.actions.blood.struck",
            "worm.engine.actions.blood.refuse",
            "worm.engine.actions.blood.favor",
            "worm.gm.talents.goes_berserk",
            "worm.engine.actions.blood.calm",
            "worm.engine.challenge.calm",
            "worm.text.fightwords.calm",
            "worm.engine.elections.elect",
            "worm.engine.elections.now",
            "worm.gm.talents.uses",
            "worm.ui.prompts.WoundScreen",
        ),
        missing="a player's guild is asked whether to rage as the Wound lands, a word said "
        "beforehand ('elect WHO berserkergang yes or no') standing in; the bot's guild rages by "
        "the GM's policy; an ally who hurt the berserker is not turned on, and there is no rage "
        "outside a Challenge",
    ),
    # ── Arête talents (pp. 53–65) ──
    "byname": Entry(
        "Crawl, Camp, City",
        code=(
            "worm.engine.byname.grant",
            "worm.engine.byname.favor",
            "worm.gm.byname.fits",
            "worm.engine.byname.rename",
            "worm.ui.motifs.rename",
        ),
        missing="when the talent comes, the GM names it for the highest attribute (policy), "
        "and that name stands until the player names it in the City (text 'byname WHO "
        "WORDS', the City screen's motif key); the bot keeps the GM's",
    ),
    "akashic_consciousness": Entry(
        "lore bids, Crawl",
        code=(
            "worm.engine.lore_questions.ask",
            "worm.gm.ancestors.room_past",
            "worm.engine.autolore.question",
        ),
        missing="the past asked of is the level's (what the Underworld was here, and its "
        "trace in the room) or a room's (text 'bid WHO past KEY'); no other event (who "
        "passed a way, what befell a creature) is asked",
        policy="an ancestor knows the traps laid in a room, which are then spotted, and its "
        "trace of the level's past, not who dwells there now or its treasure "
        "(worm.gm.ancestors); the bot asks of a room before stepping in when nobody can ask "
        "Keen Senses, Spout Doom or Foretell, keeping a Resolve, and works round a guard it "
        "was told of",
    ),
    "spout_doom": Entry(
        "lore bids, parley, Crawl",
        code=("worm.engine.lore_questions.ask", *_ASKED_BY_BOT, *_FORESEEN),
        missing="the deeds prophesied are going into a room on the map (what it holds), "
        "taking what lies in the room (the trap that goes off, which is found; text 'bid WHO "
        "doom take') and, in a parley, an offer, flattery or a lie (what it brings: won "
        "over, set against the guild, or a test of Wands; text 'bid WHO doom "
        "offer|flatter|lie ...'); opening a door, a road and a fight's blows are not asked; "
        "the bot spouts doom of rooms and treasure, not of a parley's deed",
    ),
    "area_sense": Entry(
        "Crawl",
        code=(
            "worm.engine.area_sense.meditate",
            "worm.gm.talents.salient",
            "worm.engine.autolore.meditates",
            "worm.engine.autolore.shuns",
        ),
    ),
    "uncanny_knowledge": Entry("lore bids, parley, Challenge, Crawl", code=_BIDS),
    "iron_beards": Entry(
        "Crawl, Camp, City",
        code=_OUTRIGHT,
        missing=_OUTRIGHT_WHEN,
    ),
    "underfoot": Entry(
        "Crawl, Camp, City",
        code=_OUTRIGHT,
        missing=_OUTRIGHT_WHEN,
    ),
    "colossal": Entry(
        "Crawl, Camp, City",
        code=_OUTRIGHT,
        missing="a test to wreck a thing (force, smash, pull up) succeeds, named before the "
        "draw or once it has failed, as Iron Beards; a feat no test asks for and a "
        "Challenge's battlefield changed are not played",
    ),
    "jarl": Entry(
        "City, Challenge",
        code=(
            "worm.engine.city_actions.horde",
            "worm.engine.jarl.gather",
            "worm.rules.jarl.gathered",
            "worm.engine.jarl.wounded",
            "worm.engine.companions.feed",
            "worm.engine.autocity._horde",
        ),
        missing="the horde does not carry the guild's things (a slot a goblin); in a "
        "Challenge it fights as any animal companion would, on the one-word commands",
    ),
    # ── Optional (p. 53) ──
    "turncloak": Entry(
        "—",
        missing="optional, and left out: no command or deed in the game is an adventurer betraying "
        "or turning against their own house, so nothing could trigger it, and its "
        "favor hangs on role-played boasts of infamy judged by the table, which the GM's "
        "policies cannot weigh; Proud and Ancient is therefore never lost",
    ),
}


def counts() -> dict[Status, int]:
    """How many talents are played, partly played and not yet played."""
    tally: dict[Status, int] = {"played": 0, "partly": 0, "not yet": 0}
    for entry in REGISTRY.values():
        tally[entry.status] += 1
    return tally


def markdown(pack: ContentPack) -> str:
    """``docs/talents.md``: one row per talent of ``pack``, in the content's order."""
    tally = counts()
    lines = [
        "# Talents: what plays each one",
        "",
        "Generated from `worm/rules/talent_registry.py` "
        "(`uv run python -m worm.rules.talent_registry > docs/talents.md`); do not edit by hand.",
        "",
        f"Played {tally['played']}, partly {tally['partly']}, not yet {tally['not yet']} "
        f"of {len(REGISTRY)}.",
        "",
        "| talent | source | page | where | status | code | missing | GM policy |",
        "|---|---|---|---|---|---|---|---|",
    ]
    for talent in pack.talents.values():
        entry = REGISTRY[talent.id]
        code = ", ".join(f"`{c}`" for c in entry.code)
        lines.append(
            f"| {talent.name} | {talent.source} | {talent.page} | {entry.where} | "
            f"{entry.status} | {code} | {entry.missing} | {entry.policy} |"
        )
    return "\n".join(lines) + "\n"


if __name__ == "__main__":
    sys.stdout.write(markdown(default()))
