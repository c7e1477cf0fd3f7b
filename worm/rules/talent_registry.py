"""Every talent of the content (pp. 51–83) and what plays it: the function(s) that carry out
its rule, or, while none does yet, a line saying why not. ``docs/talents.md`` is drawn from
this table (``markdown``) and a test keeps the two the same, and every talent in
``assets/talents.toml`` here.

A talent is *played* when its whole rule runs in the engine and every front end (the text game,
the terminal game, the autoplay bot) can use it; *partly* when some of it runs and ``missing``
says what does not; *not yet* when nothing does. Where the book leaves a ruling to the table,
``policy`` says how the automated GM rules it; that is not a gap. Functions are named by
their dotted path, so this table sits in the rules layer without importing the engine; the
test imports each one.

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
    "worm.engine.outright.city_test",
    "worm.gm.talents.outright_for",
    "worm.gm.city_tests.task",
    "worm.gm.city_tests.district_task",
    "worm.gm.talents.uses",
    "worm.engine.outright.group_part",
)
"""What plays the arête talents that make a test succeed outright (Iron Beards, Underfoot,
Colossal)."""
_OUTRIGHT_POLICY = (
    "which tests rest on strength, endurance or stubbornness, on quiet, or on wrecking a "
    "thing is read from the task's words (worm.gm.talents.outright_for), and what each City "
    "Event's test is about is the GM's reading (worm.gm.city_tests: none is about keeping "
    "quiet), and so of a district's own test (a night on Hangman's Hill, p. 298, and a trial "
    "by combat, p. 302, rest on nerve and strength; a duel and an exchange of gifts on "
    "neither); the City's tests are never pushed, so a failed one is saved at once, and a "
    "group test's pushes are said with the command, so a tester's failed part is saved before "
    "its push, the player asked as a Wound is (or their word said beforehand with 'elect'); "
    "the bot spends it on a failed test, in the Crawl, the City or a group test, only with a "
    "Resolve kept back, and never names it before the draw"
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
            "worm.content.interaction.Suffer",
            "worm.engine.actions.holds.seize",
            "worm.engine.actions.webs.snare",
            "worm.gm.crawl_blows.struck_at",
            "worm.gm.talents.uses",
            "worm.ui.prompts.WoundScreen",
        ),
        policy="which sources are physical is the GM's reading: in a Challenge a foe's "
        "Roughhouse or an Attack's effect, a grab, a web, a face rat's leap (not a fall off a "
        "shaken giant, a gaze, a creature's icy aura, or a zone's doom: fear, spores, a shriek, "
        "a sorrow, a stink, a lich's will); in the Crawl a trap that strikes (a needle, a dart, a "
        "weight; not spores or a curse), and a Meatgrinder hazard's or a room feature's effect "
        "the content marks physical (none of the pack's is: a turned ankle, a haze, sucking sand, "
        "a flare of light); a Wound is no effect here, as a worn shield takes Wounds already "
        "(p. 124); the bot's guild always brings the shield up",
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
            "worm.engine.hushing.hush",
            "worm.engine.elections.elect",
        ),
    ),
    "monster_hunter": Entry(
        "Challenge, City, lore bids",
        code=(
            "worm.engine.city_actions.quarry",
            "worm.engine.actions.monster_hunter.choose",
            "worm.engine.actions.monster_hunter.favor",
            "worm.gm.hunters.foes",
            "worm.gm.hunters.sworn",
            "worm.gm.creation.sworn",
            "worm.engine.autocity._quarry",
            "worm.ui.cityacts._quarry",
            "worm.engine.hunter_motif.knows",
            "worm.engine.hunter_motif.favor",
            "worm.ui.creation._hunt_steps",
            "worm.gm.creation._hunting",
            "worm.gm.hunters.suggested",
            "worm.gm.specializations.covers",
            "worm.gm.specializations.widest",
        ),
        policy="the table's choices are the GM's where the player makes none (quick creation, "
        "the bot; the terminal's wizard asks a Swords adventurer and offers the GM's pick "
        "first): a hunter who "
        "starts with the talent (trained or mastered) is sworn against a common creature a motif "
        "names, else the commonest of the foe the motifs' trades lean to "
        "(worm.gm.hunters.sworn); our creatures carry a theme, read as the book's six foes, "
        "and the book's overlap is a made-over creature counting for its stock's foe too "
        "(worm.gm.hunters.foes); the motif grounds lore bids on any creature of its foe and "
        "gives favor on tests it fits without being named, as a byname does "
        "(worm.gm.motifs.relevant); the bot swears itself against the kind the guild slew last "
        "while its quarry takes in no kind it has slain, widening to that kind's kith or far realm "
        "where that takes in more creatures (worm.gm.specializations.widest); our creatures carry "
        "no kith, so a people's kith is read from the words of its name, and a spirit's realm is "
        "the one the GM gives it for Natural Sorcery (worm.gm.specializations)",
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
            "worm.engine.acrobat.lander",
            "worm.engine.autoacrobat.jumper",
            "worm.engine.acrobat.climbed",
            "worm.engine.actions.pentacles._climbing",
            "worm.engine.scene._perches",
            "worm.engine.skirmish._perch",
        ),
        policy="a Crawl choice is a climb when its words say so (climb, ledge, tightrope); in "
        "a Challenge the climbing move goes up onto a perch, a zone atop scenery that gives a "
        "height (a Move, any card, where others Dash with both hands free), the one thing a "
        "fight's zones give to climb; a drop the faller chooses (the Dry Cistern's jump, 'act "
        "TARGET N WHO') is a prepared fall, 20' shorter for nothing, and the GM sends an "
        "acrobat on it when no one is named; every other fall (a trap, a slip) comes "
        "unlooked-for, and the GM spends the acrobat's 1 Resolve whenever it spares a Wound "
        "and the talent costs no XP; the bot takes a drop only with an acrobat whose talent "
        "costs no XP and who lands it unhurt",
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
        "parley",
        code=(
            "worm.engine.lore_questions.grounds",
            "worm.engine.parley._bid_lore",
            "worm.engine.parley._watched",
            "worm.gm.con_artist.pick",
            "worm.engine.autoplay.Autoplay._parley",
        ),
        policy="one who talks counts as a person, met just now or before; the few minutes of "
        "watching are a Meatgrinder draw for time below ground (counting only on I–V, p. 91), "
        "and a fight leaves no few minutes to watch in; the bot reads a like while one is "
        "unknown, then a dislike",
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
            "worm.engine.hushing.hush",
            "worm.engine.elections.elect",
        ),
    ),
    "sneak": Entry(
        "Camp, Crawl, parley, Challenge",
        code=(
            "worm.engine.camp_actions._infiltrate",
            "worm.engine.sneak.slip",
            "worm.engine.sneak.arrive",
            "worm.engine.sneak.strike",
            "worm.engine.sneak_ahead.scout",
            "worm.engine.sneak_lift.lift",
            "worm.engine.autoplay.Autoplay._fall_on",
            "worm.engine.autosneak.sends",
            "worm.engine.autosneak.scouts",
            "worm.engine.autosneak.lifts",
        ),
        policy="one goes sneaking in the Crawl or a parley ('sneak WHO', the ':' line), never "
        "from a fight or the Camp, and is left out of the next fight; the sneaker shadows the "
        "guild unseen, so any scene the guild is in is one they could have snuck to; turning "
        "up ('arrive WHO', the fight's 'J') joins a fight for 1 Resolve, falls on creatures "
        "met as an ambush whose one blow lands first (1 Wound), or is free with nothing "
        "afoot. The book leaves what one does off-stage to the table; worm's GM allows two "
        "errands next door, to a room not entered by a known, open way: 'scout WHO KEY' looks "
        "in, names its dwellers and finds its traps; 'lift WHO KEY' reaches for what lies "
        "there to take, free where no one dwells, a Pentacles test under its dwellers' eyes "
        "(a failure is seen: back with the guild empty-handed, loud noise), a trap guarding "
        "it found and left; each costs an extra Meatgrinder draw. No other errand (a locked "
        "door opened from its far side, a fight alone) is played. Infiltrate goes to the room "
        "the player names ('camp WHO talent sneak KEY'), else the nearest not entered, and its "
        "one bid answers who is there, its traps and its treasure. The bot sneaks to open a "
        "fight it chose from hiding, sends a mastered sneaker ahead into an untold room next "
        "door, keeping clear of a lord or a band that falls on the guild at sight seen there, "
        "and has the sneaker lift what lies in such a room, once",
    ),
    "up_my_sleeve": Entry(
        "Crawl, Challenge, parley, Camp",
        code=(
            "worm.engine.sleeve.pull",
            "worm.gm.talents.sleeve_refuses",
            "worm.engine.autosleeve.light",
            "worm.engine.autosleeve.tool_for",
            "worm.engine.autosleeve.ration",
            "worm.engine.autosleeve.bring",
        ),
        policy="brought out anywhere below ground, a fight and a parley too (text 'sleeve WHO "
        "THING', the terminal's ':' line), as a word said and no action, never by one knocked "
        "out; the GM lets out of a sleeve a Market thing the common upkeep buys, of one slot, "
        "not armor or a shield; the bot spends a sleeve only where lacking a thing blocks "
        "the guild, keeping a Resolve for a test: the longest-lasting light when none is "
        "left, the one tool a choice or a trap's way past lacks (a rope, iron spikes, chalk, "
        "a crowbar, lockpicks), a ration before camping short of food",
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
            "worm.engine.actions.counsel.advisers",
            "worm.engine.elections.elect",
            "worm.engine.hushing.hush",
        ),
        policy="advice is given whenever the fight waits on the guild (Initiative, a turn, minor "
        "actions, an interrupt), and the fight stops for a counsellor alone, one who can pay the "
        "Resolve, only where the advice could change how an action goes: before a foe's blow on "
        "a guild-mate that would land, and, in a player's guild, before a guild-mate's action or "
        "a foe's action at no one when a mate besides the acting one stands by the foe it is "
        "about; 'elect WHO counsel no' (or 'pass never' there) stops the asking, 'pass quiet' "
        "for the fight. The bot spends Resolve on advice only to save an Injured mate from a "
        "blow",
    ),
    "high_chant": Entry(
        "Camp, City",
        code=("worm.engine.high_chant.perform", "worm.engine.inspiration.spend"),
    ),
    "loremaster": Entry(
        "lore bids, parley, Banter, Crawl, City",
        code=(
            "worm.engine.lore_bids.pay",
            "worm.rules.lore_bids.pay",
            "worm.engine.lore_bids.fluent",
            "worm.rules.lore_bids.speaks",
            "worm.rules.lore_bids.means",
            "worm.engine.actions.miscellaneous.a_bid_left",
            "worm.ui.talk.loremaster",
            "worm.engine.actions.wands.intent",
            "worm.engine.actions.wands.banter_with",
            "worm.engine.runes.translate",
            "worm.engine.runes.written",
            "worm.engine.autoplay._translate",
            "worm.engine.city_actions.translate",
            "worm.engine.autocity._codex",
        ),
        policy="a Resolve pays for a bid at the bidder's word ('lore … resolve', 'bid WHO … "
        "resolve', Bid Lore 'loremaster' in a fight, the terminal asks); unsaid, and always "
        "for the bot, the bids go first and the Resolve only once they are gone. Fluency is "
        "read wherever a tongue is: the parley, and a fight's Banter, where a talking band "
        "takes a taunt or placating words only in its own tongue (a threat needs none). A "
        "short passage (a script cut by a trap or on a room feature) is one watch to "
        "translate ('translate WHO [FEATURE]'); the bot reads one by a trap it has not found "
        "and every feature's once. A longer text, an old codex from the scroll cellar, is the "
        "City Action 'translate' and tells what Research's great success would (p. 159); the "
        "bot translates one it carries",
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
            "worm.engine.actions.spells_in_play.remember",
        ),
        policy="a creature's spell is perceived by a counterer awake and fighting, wherever in "
        "the fight it is sung; a spell in play is anyone's, a guild-mate's too ('negate WHO on "
        "TARGET', the terminal's 'E'), but the bot ends only a foe's spell holding a "
        "guild-mate; in the Crawl a known trap of enchantment or illusion is a spell in play "
        "('negate WHO [TRAP]'); a maleficence is magic gone wrong, an intrusion of a far realm "
        "(p. 201), not a spell in play, so nothing of it is ended",
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
            "worm.engine.dwimmercraft._tell",
            "worm.gm.second_sight.sorcerer",
            "worm.gm.second_sight.unseen",
            "worm.gm.second_sight.magical_treasure",
            "worm.engine.petty_magic.perform",
            "worm.engine.actions.aloft.seen_by",
            "worm.engine.second_sight_tells.met",
            "worm.gm.second_sight.feature",
            "worm.engine.levitation.offered",
            "worm.gm.levitation.lift",
            "worm.engine.autoplay.Autoplay._lift",
            "worm.engine.parley._illusion",
            "worm.gm.illusions.conjurable",
            "worm.ui.talk.gifts",
            "worm.gm.illusions.for_the_bot",
        ),
        missing="the illusion of a thing held in one hand is played only as a gift in a parley; "
        "as a lure or a distraction in the Crawl or a Challenge it is not offered",
        policy="the watch second sight holds is the room focused in and the next one entered; "
        "which traps an illusion hides or an enchantment holds is read from their words; a "
        "sorcerer is a creature whose stat block casts spells, one that passes unseen has a "
        "doom that takes it from sight (Invisible, Elemental Meld), a magical thing a treasure "
        "that is an item of magic, a room's feature magical where the content marks it "
        "enchanted or illusory (features.toml); the levitation lifts a small prize a feature "
        "holds where a hand would go in after it, test-free and with no tool, only at the "
        "features and choices worm.gm.levitation lists (a trap's own way past aside), and the "
        "bot, when it dares at all, takes every such lift; the showy illusion, at will, is the "
        "service "
        "'cast a spell where it can watch' for one who likes magic, with no focus in hand; the "
        "illusion of a thing held in one hand (an item that is not oversized, needs one hand and "
        "fills one slot, a few coins or a jewel) offered in a parley is a lie shown: a Wands test "
        "by its conjurer with favor when the sight is of a thing liked or wanted, a harmful step "
        "when it touches a dislike (of lies, or of the thing), never a step without a test, and "
        "nothing changes hands (worm.gm.illusions); the bot shows gold or a jewel to a like of "
        "them when it has no real one to give",
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
            "worm.engine.foresight.door_holds",
            "worm.engine.foresight.fight_beyond",
            "worm.engine.autolore.before_road",
        ),
        missing="the deeds asked of are going into a room on the map, taking what lies in the "
        "room (will a trap go off: text 'bid WHO foretell take') and, in a parley, an "
        "offer, flattery or a lie (text 'bid WHO foretell offer|flatter|lie ...') and "
        "opening the door to a room next door (will it hold: locked, with no key in the "
        "guild's hands; text 'bid WHO foretell door KEY', no card drawn) and taking a way "
        "up, down or across that ends here (will it bring a fight where it comes out; text "
        "'bid WHO foretell road up|down|across'); a fight's blows are not asked; the bot "
        "does not foretell doors",
        policy="going into a room brings a fight when its stocked dwellers fall on the guild "
        "at sight; a parley's deed wins them over when it meets a like, want or need with no "
        "test, and not when it touches a dislike; one that hangs on a test not drawn yet gets "
        "a silent hunch and no bid is checked off; the bot foretells its flattery and leaves "
        "it unsaid on a no, and asks before taking a treasure and leaves it on a yes "
        "(worm.engine.autolore.leaves_it); before taking a way up, down or across it asks "
        "(Spout Doom first), and told of a fight beyond takes another way of the kind it "
        "knows a route to, or this one when there is none (worm.engine.autolore.dreads_road)",
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
        "City, Challenge",
        code=(
            "worm.engine.giants_strength.city_contest",
            "worm.engine.giants_strength.roughhouse",
            "worm.engine.giants_strength.withstand",
            "worm.rules.giants_strength.wins",
            "worm.gm.strength.city_contest",
            "worm.gm.strength.roughhouse_contest",
        ),
        policy="the book gives no list of contests of strength: City Event XVII, A Challenge, "
        "is won outright against the human bravos as an arm-wrestle; in a Challenge a troll's "
        "Roughhouse that shoves (Displace) or pins (Root) one of the peoples (the Man theme, "
        "p. 248: kin) lands whatever the card, and such a foe's shove or pin on a troll comes to "
        "nothing, while a Trip, a Disarm or a trick keeps to the card, and a monster's grab "
        "(statue, griffin, devil, slime, kelpie) is no contest against kin; the bot's troll "
        "shoves one of the peoples into a burning zone or over a drop beside it "
        "(worm.engine.skirmish)",
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
            "worm.engine.actions.rage.turned_on",
            "worm.engine.actions.rage.may_strike",
            "worm.engine.actions.resolution.decided",
            "worm.engine.actions.swords.attack_offers",
            "worm.engine.actions.pentacles.roughhouse_offers",
            "worm.engine.actions.swords.aim_offers",
            "worm.engine.actions.cups.usable",
            "worm.engine.actions.cups.item_offers",
            "worm.engine.skirmish.Skirmisher._turned_rage",
            "worm.engine.actions.command.commanded",
            "worm.engine.actions.command.command_offers",
        ),
        policy="the bot's guild rages by the GM's policy, and with the foes beaten calms for 1 "
        "Resolve rather than fight its own (with none, it sets its companion on them by Sic "
        "'Em as it would on a foe, else Attacks them); the rage is the "
        "Challenge's (its bars and favor hold during a Challenge, and outside one no enemy "
        "stands on a field to defeat), so a Wound in the Crawl asks nothing",
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
        policy="the table invents the byname in secret from the adventurer's proudest deed; the "
        "GM names it for what the adventurer does best, their highest attribute "
        "(worm.gm.byname.name_for), and judges when it bears on a test as a motif would, or "
        "when the task is one its deeds are known for (worm.gm.byname.fits); the player may "
        "name it anew in the City (text 'byname WHO WORDS', the City screen's motif key); the "
        "bot keeps the GM's",
    ),
    "akashic_consciousness": Entry(
        "lore bids, Crawl",
        code=(
            "worm.engine.lore_questions.ask",
            "worm.gm.ancestors.room_past",
            "worm.gm.ancestors.passed_by",
            "worm.engine.autolore.question",
        ),
        missing="the past asked of is the level's (what the Underworld was here, and its "
        "trace in the room), a room's (text 'bid WHO past KEY') or a pathway's out of the "
        "guild's room (who passed it: text 'bid WHO past way KEY'); no other event (what "
        "befell a creature) is asked, and the bot never asks of a way",
        policy="an ancestor knows the traps laid in a room, which are then spotted, and its "
        "trace of the level's past, not who dwells there now or its treasure; of a pathway, "
        "the factions holding either room it joins passed it, and where none holds one the "
        "unaligned creatures roam it "
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
        "offer|flatter|lie ...') and opening the door to a room next door (locked or not, "
        "and how it gives way: to its key, picked quietly or forced loudly; text 'bid WHO "
        "doom door KEY', no card drawn) and taking a way up, down or across that ends here "
        "(who waits where it comes out, and whether they fall on the guild; text 'bid WHO "
        "doom road up|down|across'); a fight's blows are not asked; the bot spouts doom of "
        "rooms, treasure and ways on, not of a parley's deed nor a door",
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
        policy=_OUTRIGHT_POLICY,
    ),
    "underfoot": Entry(
        "Crawl, Camp, City",
        code=_OUTRIGHT,
        policy=_OUTRIGHT_POLICY,
    ),
    "colossal": Entry(
        "Crawl, Camp, City, Challenge",
        code=(
            *_OUTRIGHT,
            "worm.engine.explore.smash_down",
            "worm.engine.colossal.pay",
            "worm.engine.actions.wreck.topple",
            "worm.engine.actions.wreck.offers",
            "worm.gm.wreckage.toppled",
            "worm.gm.wreckage.topples",
            "worm.gm.wreckage.way_feat",
            "worm.gm.wreckage.reopens",
            "worm.engine.actions.wreck.ways",
            "worm.engine.skirmish.Skirmisher._wreck",
            "worm.gm.talents.smashes",
            "worm.gm.feats.of_strength",
            "worm.engine.explore.perform",
            "worm.ui.features.feat_options",
            "worm.engine.autoplay._feat_troll",
            "worm.engine.explore.choose",
            "worm.ui.prompts.feats_offered",
            "worm.engine.autoplay.Autoplay._answer",
        ),
        missing="the feat with no test is played on a locked door and on a choice marked a "
        "feat of strength (the devil idol's topple; a sprung trap's way out by force, the "
        "flooded rooms' doors smashed or heaved open; a travel event's door forced or "
        "battered open)",
        policy="which pieces of a fight's scenery come down and what is left of them "
        "(worm.gm.wreckage: never a perch someone could stand on, never harm or an effect), "
        "and what the feat does to a way out of a fight in reach (worm.gm.wreckage.way_feat: "
        "an open one is barred for both sides, a barred one smashed open again; text 'play "
        "WHO CARD colossal bar|open WAY', listed by the fight screen); the bot's troll bars no "
        "way, and smashes a barred one open only when half the guild is Injured "
        "(worm.gm.wreckage.reopens); "
        "the bot smashes a door only once opening, picking and forcing it have failed, and "
        "brings down only a piece that makes the footing sway or drowns an incantation, each "
        "with a Resolve kept back; which of a room's choices are feats of strength is marked in "
        "the content (feat = true, worm.gm.feats: one actor's test of force), and what the "
        "choice needs in hand it still needs; the bot's troll does a feat it dares at once, "
        "and answers a choice waiting by a feat before taking a sprung trap's chances, each "
        "with a Resolve kept back; " + _OUTRIGHT_POLICY,
    ),
    "jarl": Entry(
        "City, Crawl, Camp, Challenge",
        code=(
            "worm.engine.city_actions.horde",
            "worm.engine.jarl.gather",
            "worm.rules.jarl.gathered",
            "worm.engine.jarl.wounded",
            "worm.engine.companions.feed",
            "worm.engine.autocity._horde",
            "worm.engine.porters.porter",
            "worm.engine.porters.shed",
            "worm.engine.porters.overflow",
            "worm.text.porterwords.parse",
            "worm.ui.carrying.porter",
            "worm.engine.autocity.take_back",
        ),
        policy="the book leaves to the table when things change hands and what a fallen "
        "goblin carried: a guild-mate hands a thing over or takes it back outside a fight or "
        "parley (text 'load'/'unload WHO ITEM', the terminal's G key), and the goblins pick "
        "up what their jarl finds with no room for; a goblin killed drops the last thing "
        "handed over first, lost as a dropped thing is; the bot keeps its things in its own "
        "pack and takes them back when they fit (worm.gm.porters)",
    ),
    # ── Optional (p. 53) ──
    "turncloak": Entry(
        "—",
        missing="optional, and left out: nothing in the game is a human turning on their own "
        "house, the only trigger p. 53 gives (and no one starts as a Turncloak). A house is "
        "the surname, sigil and motto of Proud and Ancient; the only housefolk met are a "
        "rival house's bravos (City Event XVII, p. 152) and the job board's Crowell patron "
        "and husband, a rescue that giving up (dropping the contract) does not betray; no "
        "parley, City Action or district action takes a house's enemy's side. Its favor would "
        "also need a boast of infamy vile enough to revolt other humans, said aloud, and the "
        "tests it helps are those against a house or humankind: no policy of the GM hears "
        "that boast. So Proud and Ancient is never lost",
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
        missing, policy = (text.replace("|", "\\|") for text in (entry.missing, entry.policy))
        lines.append(  # a '|' in the words is escaped, or it would end the cell
            f"| {talent.name} | {talent.source} | {talent.page} | {entry.where} | "
            f"{entry.status} | {code} | {missing} | {policy} |"
        )
    return "\n".join(lines) + "\n"


if __name__ == "__main__":
    sys.stdout.write(markdown(default()))
