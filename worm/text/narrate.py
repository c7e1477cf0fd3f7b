"""Turning events and state into the plain text a player reads (the narrated front end)."""

from __future__ import annotations

import json
import re
import textwrap
from collections.abc import Iterable
from typing import Literal

from worm import content, grammar, rng, tarot
from worm.content.animals import COMMAND_NAMES
from worm.engine import aftermath, campsite, city_events, hunter_motif
from worm.engine import events as ev
from worm.engine.session import Game
from worm.gen import maps
from worm.gm import creation, deeds
from worm.model.adventurer import Adventurer
from worm.model.companion import Companion
from worm.model.guild import Guild
from worm.model.inventory import Carried, Place
from worm.rules import alchemy, crossed_off, elections, fate, light
from worm.rules import camp as camp_rules
from worm.text import answers, cityhub, cityscape, fight, omens, phasewords
from worm.text import working as labelled

WIDTH = 100  # wrap sheets for an ordinary terminal
OUTCOME_WORDS = {
    "success": "a success",
    "great_success": "a GREAT SUCCESS",
    "failure": "a failure",
    "great_failure": "a GREAT FAILURE",
}


def title(name: str) -> str:
    """A guild name at the start of a sentence ("the Finders" → "The Finders")."""
    return name[:1].upper() + name[1:]


def card(c: tarot.Card) -> str:
    return f"{c} ({c.value})" if c.deck == "minor" else str(c)


_ENDS_ON_A_PAGE = re.compile(r"\(pp?\. [^)]*\)[ .]*$")


def ruling(e: ev.Gm) -> str:
    """A ruling as the terminal's log gives it: its words, then its page, unless the words
    already end on a page (a ruling written with its page in it)."""
    if _ENDS_ON_A_PAGE.search(e.why):  # "… may retreat (p. 124)": one page, not two
        return e.why
    return f"{e.why} ({e.rule})"


def unpaged(e: ev.Gm) -> str:
    """A ruling's words after its page in brackets: without the same page again at their end
    ("[GM, p. 100] … go its way (p. 100)" named p. 100 twice); another page is kept."""
    return e.why.removesuffix(f" ({e.rule})")


def event(e: ev.Event) -> str | None:
    """One line for an event, or None for bookkeeping the player need not read; every line
    opens with a capital, a band's count too ("Three Mushroom Men make ready…")."""
    line = _line(e)
    return None if line is None else grammar.capital(line)


def events(events: Iterable[ev.Event]) -> list[str]:
    """The lines for ``events`` in order, none for bookkeeping; a phase change that a ruling
    just gave its reason for is not told twice ("[GM, p. 100] … let the guild go its way" and
    then the same words again): only what the phase itself adds, if anything."""
    lines: list[str] = []
    ruled = ""
    for e in events:
        if isinstance(e, ev.Gm):
            ruled = e.why
        again = phasewords.after_ruling(e, ruled) if isinstance(e, ev.Phase) else None
        text = event(e) if again is None else again
        if text:
            lines.append(text)
    return lines


def _line(e: ev.Event) -> str | None:
    if isinstance(e, ev.Narration):
        return answers.with_words(e.text, e.offers)
    if isinstance(e, ev.Draw):
        if fight.hidden(e):
            return None
        return f"  ▸ draws {card(e.card)} for {e.purpose.replace('_', ' ')}"
    if isinstance(e, ev.Shuffle) and e.reason != "start":
        why = SHUFFLED.get(e.reason, e.reason)
        return f"  ▸ the {e.deck} deck is reshuffled: {why}"
    if isinstance(e, ev.Fate):
        cards = " + ".join(str(c.value) for c in e.cards)
        favor = labelled.favor(e.favor, (*e.favor_reasons, *e.disfavor_reasons))
        attribute = grammar.attribute(e.attribute)
        working = f"{cards} + {attribute} {e.rating}{favor} = {e.total}"
        pushed = ", pushed" if e.pushed else ""
        verb = "test" if e.who == "You" else "tests"
        return f"{e.who} {verb} {attribute}: {working}{pushed} — {OUTCOME_WORDS[e.outcome]}."
    if isinstance(e, ev.GroupTest):
        hits = grammar.counted(e.hits, "hit")
        outcome = e.outcome.replace("_", " ")
        if len(e.testers) == 1:
            testers, between = f" ({e.testers[0]}, the only one standing)", ""
        else:
            testers = f" ({' and '.join(e.testers)})" if e.testers else ""
            between = " between them"
        return (  # one's success is not the group's: say what the hits add up to (p. 11)
            f"Group test of {grammar.attribute(e.attribute)}{testers}: {hits}{between}, "
            f"of the {e.needed} a success needs — {outcome}."
        )
    if isinstance(e, ev.Gm):
        return f"  [GM, {e.rule}] {unpaged(e)}"
    if isinstance(e, ev.Condition):
        if e.change == "dead":
            return f"{e.who} is dead ({e.cause})."
        return f"{e.who}: {e.change} ({e.cause})."
    if isinstance(e, ev.Guild):
        return f"{title(e.name)}, in marching order: {', '.join(e.adventurers)}."
    if isinstance(e, ev.ChallengeRound | ev.Action):
        return fight.event(e)
    return crawl_event(e)


BAND_WORDS = {
    "torches_gutter": "torches gutter",
    "curiosity": "a curiosity",
    "travel_event": "a travel event",
    "random_encounter": "a random encounter",
    "quest_rumor": "a quest rumor",
}
STOP_WORDS = {
    "arrived": "You arrive at {detail}.",
    "meatgrinder": "The guild stops {detail}.",
    "creature": "The guild stops {detail}: you are not alone.",
    "trap": "Something is not right: the guild stops, caught by a trap ({detail}).",
    "door": "The guild stops: {detail}.",
    "light": "The guild stops {detail}: a light has gone out.",
    "choice": "The guild stops {detail}: a choice must be made.",
}


CAUSE_WORDS = {
    "start": "on meeting the guild",
    "fame": "the guild's fame goes before it",
    "like": "something it likes",
    "want": "something it wants",
    "need": "something it needs",
    "dislike": "something it dislikes",
    "wands": "the guild's manner",  # words or none: a band may not talk (p. 100)
    "threat": "a threat to what it needs",
    "banter": "Banter",
    "outcome": "what the guild did",
}


SHUFFLED = {"fool": "the Fool came up (p. 9)", "empty": "every card of it was drawn (p. 121)"}
"""Why a deck is shuffled again, as the player reads it (``Shuffle.reason``)."""

TAKEN = {"Death's Door": " and falls at Death's Door"}
"""How a Wound taken on the track is said, where "as …" would not read (p. 125)."""


def _taken(e: ev.Wound) -> str:
    """Where a Wound went: "as Staggered", "and falls at Death's Door" (not "a Wound as
    Death's Door"), "on their heavy shield" (not "a Wound as armor": the piece that took it)."""
    if e.taken_as == "armor":
        return f" on their {grammar.item(e.armor).lower() if e.armor else 'armor'}"
    return TAKEN.get(e.taken_as, f" as {e.taken_as}")


def crawl_event(e: ev.Event) -> str | None:
    """Lines for the Crawl's events."""
    if isinstance(e, ev.Watch):
        return f"— Watch {e.n} ({e.cause.replace('_', ' ')}), level {e.level}, room {e.room} —"
    if isinstance(e, ev.Meatgrinder):
        if not e.counts:
            return None
        respite = ", marked off already: a watch of respite" if e.respite else ""
        return f"  ▸ Meatgrinder {e.card.numeral}: {BAND_WORDS.get(e.band, e.band)}{respite}"
    if isinstance(e, ev.Disposition):
        card = f", {e.card.name}" if e.card else ""
        named = content.default().dispositions.stance(e.emotion).named(e.intensity)
        cause = CAUSE_WORDS.get(e.cause, e.cause)
        if grammar.is_plural(e.npc):  # "something they dislike", not "it dislikes"
            cause = re.sub(r"\bit (\w+?)s\b", r"they \1", cause)
        return f"{title(e.npc)}: {named} ({e.intensity} {e.emotion}{card}) — {cause}."
    if isinstance(e, ev.Wound):
        piercing = ", piercing" if e.piercing else ""
        critical = ", critical" if e.critical else ""
        if e.taken_as in ("defense", "health"):  # one of the GM's creatures (p. 125)
            return fight.wound_line(e)
        if e.taken_as == "death":
            return f"{e.who} takes one Wound too many and dies{piercing}{critical}."
        if e.taken_as == "talent":
            on = f"on the talent {e.talent}" if e.talent else "on a talent"
            return f"{e.who} takes a Wound {on}{piercing}{critical}."
        return f"{e.who} takes a Wound{_taken(e)}{piercing}{critical}."
    if isinstance(e, ev.Stop):
        return STOP_WORDS[e.reason].format(detail=e.detail)
    if isinstance(e, ev.Light):
        left = (
            f" ({e.flickers} flicker{'s' * (e.flickers != 1)} left)"
            if e.change in ("lit", "flicker", "refuelled", "relit")
            else ""
        )
        return f"{grammar.possessive(e.who)} {e.item.lower()}: {e.change}{left}."
    if isinstance(e, ev.Item):
        amount = (
            "no " if not e.count else "" if e.count == 1 and e.item != "gold" else f"{e.count} "
        )
        thing = grammar.item(e.item)
        return f"{e.who}: {e.change} {amount}{thing}" + (f" ({e.cause})." if e.cause else ".")
    if isinstance(e, ev.Phase):
        return phasewords.phase(e)
    if isinstance(e, ev.Reveal):
        return f"Found: {e.what} ({e.where})."
    return camp_event(e) or city_event(e)


CITY_STEPS = {
    "taxes": "Death and taxes",
    "deeds": "Noteworthy deeds and Fame",
    "events": "City Events",
    "contracts": "Contracts handed in",
    "upkeep": "Upkeep",
    "city_actions": "City Actions",
    "plan": "Plan the next Crawl",
    "restock": "Restock the Underworld",
}


def city_event(e: ev.Event) -> str | None:
    """Lines for the City Phase's events (chapter 9) and the start of an expedition."""
    if isinstance(e, ev.CityStep):
        return f"— City, step {e.step}: {CITY_STEPS[e.name]} —"
    if isinstance(e, ev.Tax):
        if not e.paid:
            return None
        return f"{e.who} pays {e.paid} of {e.before} gold in tax and keeps {e.after}."
    if isinstance(e, ev.Market):
        return None  # the item event beside it tells the sale
    if isinstance(e, ev.Xp):
        verb = "gains" if e.change > 0 else "spends"
        return f"{e.who} {verb} {abs(e.change)} XP ({e.reason}): {e.total} XP now."
    if isinstance(e, ev.Upkeep):
        return f"{e.who} lives {e.tier} ({grammar.counted(e.cost, 'gold', 'gold')})."
    if isinstance(e, ev.CityEvent):
        if e.quiet:
            return f"City Event {e.card}: {e.name} again — a quiet phase (p. 160)."
        on = f", on {e.target}" if e.target else ""
        return f"City Event {e.card}: {e.name}{on}."
    if isinstance(e, ev.Contract):
        said = {"taken": "signed", "fulfilled": "fulfilled", "failed": "failed"}[e.change]
        why = f": {e.cause}" if e.cause else ""
        return f"Contract {said} — {e.patron}, {grammar.counted(e.reward, 'gold', 'gold')}{why}."
    if isinstance(e, ev.Delve):
        return f"— Expedition {e.n} —"
    return None


def city_event_lines(game: Game) -> list[str]:
    """This phase's City Event and the rules it set (pp. 150–153), for the City's status."""
    c = game.city
    if c is None or c.event is None:
        return []
    read = c.event
    sign = f", Signs and Portents {read.sign}" if read.sign is not None else ""
    quiet = " (it has happened already: a quiet phase, p. 160)" if read.quiet else ""
    lines = [f"City Event (card {read.card}{sign}): {read.name}{quiet}."]
    if read.target:
        lines.append(f"  It fell on {game.guild.adventurer(read.target).name}.")
    if c.prices:
        lines.append("  Upkeep this phase: " + ", ".join(f"{t} {g}" for t, g in c.prices) + ".")
    if c.rations_at:
        lines.append(f"  Rations only with {c.rations_at} upkeep.")
    if c.banned:
        lines.append(f"  City Actions barred: {', '.join(c.banned)}.")
    if c.only:
        lines.append(f"  Only City Action allowed: {', '.join(c.only)}.")
    lines += [f"  Rumor: {r}" for r in c.rumors]
    if c.stolen:
        lines.append(f"  Stolen, on a trader's stall: {', '.join(c.stolen)}.")
    if c.flags:
        lines.append(f"  Noted for later: {', '.join(f.replace('_', ' ') for f in c.flags)}.")
    lines += [f"  {line}" for line in omens.lines(game)]
    return lines


CAMP_STEPS = {
    "camp_actions": "Camp Actions: each adventurer does one thing",
    "break_bread": "Break bread",
    "no_rest": "No rest for the wicked: the night",
    "recovery": "Recovery",
    "end": "The morning",
}


def camp_event(e: ev.Event) -> str | None:
    """Lines for the Camp's events (chapter 8)."""
    if isinstance(e, ev.CampStep):
        return f"— Camp, step {e.step}: {CAMP_STEPS[e.name]} —"
    if isinstance(e, ev.CampAction):
        return f"{e.who} ({e.action}) {e.result}."
    if isinstance(e, ev.Bond):
        if e.change == "charge":
            return f"{grammar.possessive(e.who)} Bond with {e.with_} is charged."
        if e.change == "erase":
            return f"{grammar.possessive(e.who)} Bond with {e.with_} loses its charge ({e.for_})."
        return f"{e.who} burns their Bond with {e.with_} for {e.for_}."
    return None


def camp_status(game: Game) -> str:
    """Where the Camp stands: who has done what, and what each may still do and why not."""
    c = game.camp
    if c is None:
        return "The guild is not in camp: 'camp' makes one (p. 136)."
    if c.step in (2, 3):
        return "The night is not over (p. 140): answer the test or the trouble first."
    if c.step == 4:
        lines = [
            "Recovery (p. 141): 'burn WHO [MATE] [stressed|injured|talent|resolve]', "
            "then 'camp on'."
        ]
        for a in game.guild.in_marching_order():
            charged = [
                game.guild.adventurer(b.target).name.split()[0] for b in camp_rules.charged(a)
            ]
            needs = ", ".join(camp_rules.needs(a)) or "nothing to mend"
            lines.append(
                f"  {a.name}: charged Bonds with {', '.join(charged) or 'nobody'}; {needs}"
            )
            lines += [
                f"    {c.name} is hurt: 'burn {a.name.split()[0]} {c.name}' mends it"
                for c in game.guild.companions_of(a.id)
                if c.injured or c.deaths_door
            ]
        return "\n".join(lines)
    lines = ["Camp Actions (pp. 137–139): 'camp WHO ACTION [GUILD-MATE] [THING]', then 'camp on'."]
    if game.guild.companions:
        lines.append("  Beast Master (p. 78): 'camp WHO teach ANIMAL COMMAND [instead OLD]'.")
    for a in game.guild.in_marching_order():
        if not a.active:
            continue
        done = c.actions_of(a.id)
        if done:
            lines.append(f"  {a.name}: {', '.join(camp_rules.BY_ID[d].name for d in done)}")
            continue
        can, cannot = [], []
        for action in camp_rules.ACTIONS:
            why = campsite.why_not(game, a, action.id)
            if why is None:
                can.append(CAMP_WORDS_OF[action.id])
            else:
                cannot.append(f"{action.name}: {why}")
        lines.append(f"  {a.name} may: {', '.join(can)}")
        lines += [f"      not {x}" for x in cannot]
    return "\n".join(lines)


def city_status(game: Game) -> str:
    """Where the City Phase stands (p. 148): each one's gold and upkeep, what the loot fetched,
    this phase's City Event and the rules it set (pp. 150–153),
    and what each tier costs and buys (p. 154)."""
    c = game.city
    if c is None or game.phase != "city":
        return "The guild is not in the City: the City Phase begins when it comes back up."
    lines = [f"The City (p. 148): the loot fetched {c.sold} gold at the Market.", fame(game.guild)]
    lines += cityscape.lines(game)
    for a in game.guild.in_marching_order():
        if a.conditions.dead:
            continue
        tier = c.tier_of(a.id)
        paid = f"lives {tier}" if tier else "names no upkeep yet"
        done = c.action_of(a.id)
        acted = f"; has taken {done}" if done else ""
        banked = f" ({a.bank} banked)" if a.bank else ""
        marks = f"; {', '.join(aftermath.labels(a))}" if a.aftermath else ""
        lines.append(f"  {a.name}: {a.gold} gold{banked}; {paid}{acted}{marks}")
    lines += city_event_lines(game)
    lines += aftermath.city_lines(game)
    lines += cityhub.word_from_below(game)
    lines.append(
        f"Contracts (p. 160): {len(game.jobs)} held, {len(c.board)} on the job board; 'jobs'."
    )
    lines.append("Upkeep (p. 154): 'upkeep WHO TIER [by PAYER]', then 'delve'.")
    if any(h.fate == "ransom" for h in game.guild.held):
        lines.append("The Olu Gang's ransom (p. 95): 'ransom NAME', the guild paying together.")
    lines.append(
        "The Market (p. 163), once a tier is paid: 'market' lists it; 'buy WHO ITEM [N]', "
        "'sell WHO ITEM', 'repair WHO ITEM'."
    )
    lines.append("City Actions (pp. 156–159), one each once upkeep is paid: 'acts' lists them.")
    for t in city_events.tiers(game.pack, c):
        buys = f"buys {', '.join(t.buys)} gear" if t.buys else "buys nothing"
        lines.append(f"  {t.id} ({t.cost} gold): {buys}. {t.summary}")
    return "\n".join(lines)


CAMP_WORDS = {
    "fellowship": "fellowship",
    "fletch": "fletch_arrows",
    "hunt": "hunt",
    "patrol": "patrol",
    "read": "read_a_book",
    "rest": "rest_and_recover",
    "scout": "scout_ahead",
    "train": "train",
    "maps": "update_maps",
    "item": "use_an_item",
    "talent": "use_a_talent",
}
"""The text game's word for each Camp Action (its id works too)."""
CAMP_WORDS_OF = {action: word for word, action in CAMP_WORDS.items()}


def carried_label(pack: content.ContentPack, carried: Carried) -> str:
    """A carried thing as a sheet lists it: its name (a reagent names its creature, p. 231),
    and a light source that is not fresh says so, "Torch (spent)" beside "Torch" (p. 95).
    A catalogue name with a comma is turned about ("Shield, heavy" → "Heavy shield"): in a
    list split by commas it read as two things."""
    named = grammar.item(alchemy.label(pack, carried))
    label = named[:1].upper() + named[1:]
    source = pack.items[carried.item].light
    if source is None:
        return label
    shown = light.state(carried, source)
    return label if shown == "unlit" else f"{label} ({shown})"


def said_beforehand(a: Adventurer, pack: content.ContentPack) -> str:
    """Each standing choice ``a``'s player made ('elect'), and the words that change it: an
    interrupt talent said no is not offered (p. 114), 'elect WHO TALENT yes' asks again."""
    first = a.name.split()[0].lower()
    told = []
    for talent, yes in a.elects:
        name = pack.talents[talent].name if talent in pack.talents else talent
        words = talent.replace("_", " ")
        if talent in elections.INTERRUPTING:
            told.append(
                f"{name}: asked" if yes else f"{name}: not asked ('elect {first} {words} yes')"
            )
        else:
            told.append(f"{name}: {'yes' if yes else 'no'} ('elect {first} {words} gm' undoes it)")
    return "; ".join(told)


def sheet(
    a: Adventurer,
    pack: content.ContentPack,
    role: str = "",
    guild: Guild | None = None,
    width: int | None = WIDTH,
) -> str:
    """A compact adventurer sheet, wrapped at ``width`` (None: one line each, for a widget
    that wraps them to its own width)."""
    attrs = "  ".join(f"{s.title()} {a.attributes[s]}" for s in tarot.SUITS)
    talents = ", ".join(
        pack.talents[t.id].name + ("" if t.state == "mastered" else " (training)")
        for t in a.talents
    )
    c = a.conditions
    marks = [
        n
        for n, on in (
            ("Stressed", c.stressed),
            ("Staggered", c.staggered),
            ("Injured", c.injured),
            ("Death's Door", c.deaths_door),
            ("Dead", c.dead),
            ("Stone", c.stone),
        )
        if on
    ]
    marks += [
        f"Wounded {pack.talents[t].name if t in pack.talents else t}" for t in c.wounded_talents
    ]
    marks += [  # the Yellow King's doubt (p. 269)
        f"Crossed off: {crossed_off.words(pack, a, line)}" for line in a.crossed
    ]
    marks += [e.id.replace("_", " ").title() for e in a.effects]
    counts: dict[str, int] = {}
    for thing in a.inventory.things():  # a reagent or a brew names its creature (p. 231)
        counts[carried_label(pack, thing)] = counts.get(carried_label(pack, thing), 0) + thing.count
    kit = ", ".join(name + (f" ×{n}" if n > 1 else "") for name, n in counts.items())
    lines = [
        f"{a.name} — {pack.kins[a.kin].name}, {pack.paths[a.path].name}"
        + (f", {role}" if role else ""),
        f"  {attrs}   Resolve {a.resolve}   lore bids {a.lore_bids}   XP {a.xp}"
        + (f"   inspired: {a.inspiration.name}" if a.inspiration is not None else ""),
        f"  Motifs: {'; '.join(a.motifs)}",
        *([f"  Byname: {a.name} {a.byname} (favor where it fits, p. 53)"] if a.byname else []),
        *(
            [f"  Hunter: the motif {hunted!r} (p. 70)"]
            if (hunted := hunter_motif.motif(pack, a))
            else []
        ),
        f"  Quest: {a.quest}",
        f"  Talents: {talents}",
        f"  Speaks: {', '.join(pack.languages[x].name for x in a.languages)}",
        f"  Conditions: {', '.join(marks) or 'none'}",
        f"  Bonds: {bonds(a, pack, guild)}",
        f"  Carries: {kit}",
    ]
    if a.pacts:
        lines.append(f"  Pacts: {pacts(a, pack)}")
    if a.elects:  # a word said beforehand (pp. 64, 70, 74, 78), and how to change it
        lines.append(f"  Said beforehand: {said_beforehand(a, pack)}")
    if (
        a.memberships or a.debt or a.initiation or a.nickname
    ):  # Appendix D: companies joined, the Centrum Bank's loan
        city = [s.name for d in pack.districts.values() for s in d.special if s.id in a.memberships]
        city += [f"owes the Centrum Bank {a.debt} gold"] if a.debt else []
        city += [f"Cult of Mythrys, initiation {a.initiation}"] if a.initiation else []
        city += [f"the orcs call them {a.nickname}"] if a.nickname else []
        lines.append(f"  City: {'; '.join(city)}")
    if a.vault:  # gear left with a Cult bank (Banking, p. 156)
        banked = ", ".join(pack.items[c.item].name for c in a.vault if c.item in pack.items)
        lines.append(f"  In the bank: {banked}")
    if a.keepsakes:  # things commissioned with no rules of their own (p. 158)
        lines.append(f"  Keepsakes: {'; '.join(a.keepsakes)}")
    if a.aftermath:  # the Hangover table's lasting marks (p. 157)
        lines.append(f"  The morning after: {'; '.join(aftermath.told(a, pack))}")
    if any(a.arete):  # p. 28: shown once a mark is checked, so older sheets read as before
        done = [
            t.text for t, on in zip(pack.kiths[a.kith].arete_triggers, a.arete, strict=True) if on
        ]
        lines.append(f"  Arête {sum(a.arete)}/3: {' '.join(done)}")
    if guild is not None:
        lines += [f"  Companion: {companion(c, pack)}" for c in guild.companions_of(a.id)]
    if width is None:
        return "\n".join(lines)
    return "\n".join(textwrap.fill(line, width, subsequent_indent="    ") for line in lines)


def pacts(a: Adventurer, pack: content.ContentPack) -> str:
    """The sheet's pacts (p. 83): each one kept and the spell its charge pays for."""
    return "; ".join(
        f"{pack.pacts[p.id].name} (charges {pack.spells[p.spell].name})" for p in a.pacts
    )


def companion(c: Companion, pack: content.ContentPack) -> str:
    """A companion's line on the sheet (p. 34): name, kind, commands, condition, hunger."""
    kind = pack.animals[c.kind].name if c.kind in pack.animals else c.kind.replace("_", " ")
    if c.goblins:  # a Jarl's horde (p. 65)
        kind = f"{kind} of {c.goblins}"
    taught = ", ".join(COMMAND_NAMES[x] for x in c.commands) or "no commands yet"
    marks = [
        word
        for word, on in (
            ("familiar", c.familiar),
            ("Staggered", c.staggered),
            ("Injured", c.injured),
            ("Death's Door", c.deaths_door),
            ("weak with hunger", not c.fed),
        )
        if on
    ]
    line = f"{c.name}, {kind.lower()} ({'; '.join([*marks, taught])})"
    if c.load:  # what the goblins carry as porters (p. 65)
        carried = ", ".join(
            (pack.items[t.item].name if t.item in pack.items else t.item)
            + (f" ×{t.count}" if t.count > 1 else "")
            for t in c.load
        )
        line += f"; carrying {carried}"
    return line


def bonds(a: Adventurer, pack: content.ContentPack, guild: Guild | None = None) -> str:
    """The sheet's Bonds (pp. 26–27): with whom, of what kind, and which are charged."""
    names = {x.id: x.name for x in guild.adventurers} if guild is not None else {}
    return (
        "; ".join(
            f"{names.get(b.target, b.target)} ({pack.bonds[b.kind].name}"
            f"{', charged' if b.charged else ''})"
            for b in a.bonds
        )
        or "none"
    )


def roster(guild: Guild, pack: content.ContentPack) -> str:
    head = f"{title(guild.name)} — Fame {guild.fame}. Marching order: " + ", ".join(
        a.name + (" (dead)" if a.conditions.dead else "") for a in guild.in_marching_order()
    )
    told = [fame(guild), *([slain(guild, pack)] if guild.slain else [])]
    return "\n\n".join(
        [head, *told, *(sheet(a, pack, guild.role(a.id), guild) for a in guild.adventurers)]
    )


def slain(guild: Guild, pack: content.ContentPack) -> str:
    """The kinds of creature the guild has killed, first kill first: an orc who fells a kind
    not among them takes its skull (p. 28)."""
    names = [
        pack.monsters[k].name
        if k in pack.monsters
        else pack.bestiary[k].name
        if k in pack.bestiary
        else k
        for k in guild.slain
    ]
    return textwrap.fill(
        f"Kinds slain (a new one is an orc's skull, p. 28): {', '.join(names)}.",
        WIDTH,
        subsequent_indent="  ",
    )


def fame(guild: Guild) -> str:
    """The guild's noteworthy deeds, oldest first, and what its Fame means (pp. 46, 149)."""
    lines = [f"Fame {guild.fame} of 5 (p. 46): {deeds.meaning(guild.fame)}."]
    lines += [
        f"  {n}. {deed}" + (" (dastardly)" if deed in guild.dastardly else "")
        for n, deed in enumerate(guild.deeds, 1)
    ]
    if not guild.deeds:
        lines.append("  No noteworthy deeds yet (p. 149).")
    if guild.dastards:
        lines.append(
            "  Known as dastards: those who have heard of the guild think the worse of it."
        )
    return "\n".join(lines)


def guild_report(seed: int, size: int, as_json: bool = False) -> str:
    pack = content.default()
    guild = creation.quick_guild(rng.stream(seed, "creation"), pack, size=size)
    if as_json:
        return json.dumps(guild.model_dump(mode="json"), indent=2)
    return roster(guild, pack)


def one_test(
    seed: int, attribute: tarot.Suit, rating: int, favor: Literal[-3, 0, 3], push: bool
) -> str:
    """Shuffle a fresh minor deck from ``seed`` and show one test of fate, pushed if asked."""
    streams = rng.Streams(seed)
    decks = tarot.shuffled_decks(streams.get("deck:minor"), streams.get("deck:major"))
    drawn = tarot.draw(decks, "minor", streams.get("deck:minor"))
    test = fate.resolve(attribute, rating, favor, drawn.card, "You")
    lines = [f"drew {card(drawn.card)}"]
    if test.can_push and push:
        lines.append("the test fails; pushing fate (p. 9)")
        pushed = tarot.draw(drawn.decks, "minor", streams.get("deck:minor"))
        lines.append(f"drew {card(pushed.card)}")
        test = fate.push(test, pushed.card)
    shown = ev.Fate(
        seq=1,
        who="You",
        attribute=attribute,
        rating=rating,
        cards=test.cards,
        favor=favor,
        total=test.total,
        pushed=test.pushed,
        outcome=test.outcome.value,
    )
    lines.append(event(shown) or "")
    return "\n".join(lines)


LEGEND = (
    ("@", "the guild"),
    ("#", "wall"),
    (".", "floor"),
    ("+", "door"),
    ("'", "open passage"),
    ("S", "secret door found"),
    ("L", "locked"),
    ("~", "water"),
    ("=", "bridge"),
    ("<", "up"),
    (">", "down"),
    ("x", "across"),
    ("^", "way out"),
    ("O", "pillar"),
    ("Ω", "statue"),
    (",", "rubble"),
    (":", "chasm"),
    ("T", "trees"),
    ("%", "lava"),
    ('"', "shallows"),
)
"""The map's glyphs (``worm.gen.maps.GLYPH``, docs/gen-format.md), listed when they show."""


def level_map(game: Game) -> str:
    """The guild's map of the level it is on (p. 90): outlines, keys, what it has found; @ is
    the guild. Secret rooms, doors and ways stay plain rock or wall until found."""
    if game.phase == "city":
        return "The guild is not below; 'delve' first."
    level, state = game.level, game.state
    tiles = game.plan.guild_map(state)
    hidden_rooms = game.plan.hidden_rooms(state)
    rows = [list(row) for row in maps.text(tiles)]
    for room in level.map.rooms:
        if room.index in hidden_rooms:
            continue
        key = level.keyed.keys[room.index]
        x, y = room.centre
        for i, ch in enumerate(key):
            if 0 <= x - 1 + i < len(rows[0]) and rows[y - 1][x - 1 + i] == ".":
                rows[y - 1][x - 1 + i] = ch
    gx, gy = game.pos
    rows[gy][gx] = "@"
    lines = ["".join(row).rstrip() for row in rows]
    while lines and not lines[-1].strip(" ~"):  # open sea or rock beyond the last room
        lines.pop()
    while lines and not lines[0].strip(" ~"):
        lines.pop(0)
    shown = set("".join(lines))
    legend = "Legend: " + "  ".join(f"{glyph} {word}" for glyph, word in LEGEND if glyph in shown)
    return f"Level {level.number}, {level.seed.name}\n" + "\n".join(lines) + "\n" + legend


PLACES: tuple[Place, ...] = ("hands", "belt", "pack")


def inventory(game: Game, who: str | None) -> str:
    """Each adventurer's hands, belt and pack, lights with their flickers left."""
    members = [game.guild.adventurer(who)] if who else list(game.guild.in_marching_order())
    lights = game.lights() if game.phase != "city" else {}
    out = []
    for a in members:

        def named(carried: Carried) -> str:
            item = game.pack.items[carried.item]
            extra = ""
            if item.light is not None:
                left = item.light.flickers if carried.flickers is None else carried.flickers
                extra = f" [{light.state(carried, item.light)}, {grammar.counted(left, 'flicker')}]"
            count = f" ×{carried.count}" if carried.count > 1 else ""
            return grammar.item(alchemy.label(game.pack, carried)) + count + extra

        seen: set[int] = set()
        places = []
        for place in PLACES:
            names = []
            for c in a.inventory.slots(place):
                if c is not None and c.uid not in seen:
                    seen.add(c.uid)
                    names.append(named(c))
            places.append(f"  {place}: {', '.join(names) or 'empty'}")
        if a.wrecks:
            wrecks = ", ".join(grammar.item(game.pack.items[w].name) for w in a.wrecks)
            places.append(f"  Destroyed, kept to mend in the City (p. 163): {wrecks}")
        where = f" — in {lights[a.id]} light" if a.id in lights else ""
        out.append(f"{a.name}{where}, {a.gold} gold\n" + "\n".join(places))
    keys = f"\nKeys: {', '.join(sorted(game.keys))}" if game.keys else ""
    kept = ", ".join(game.pack.treasure[t].name for t in game.kept)
    loot = f"\nTreasure kept, not sold (p. 162): {kept}" if kept and not who else ""
    return "\n".join(out) + keys + loot


def why(events: list[ev.Event]) -> str:
    """The chain behind the last command: card drawn → table row → ruling → effect."""
    lines = []
    for e in events:
        if isinstance(e, ev.Draw) and not fight.hidden(e):
            lines.append(f"card: {card(e.card)} drawn for {e.purpose.replace('_', ' ')}")
        elif isinstance(e, ev.Meatgrinder):
            state = (
                "nothing (the draw missed its band)"
                if not e.counts
                else "marked off already: respite"
                if e.respite
                else e.text or e.entry
            )
            lines.append(
                f"table: level {e.level} Meatgrinder, {e.card.numeral} "
                f"({BAND_WORDS.get(e.band, e.band)}) → {state}"
            )
        elif isinstance(e, ev.Gm):
            lines.append(f"ruling [{e.rule}]: {unpaged(e)}")
        elif isinstance(e, ev.Fate | ev.GroupTest):
            lines.append("test: " + (event(e) or ""))
        elif isinstance(
            e, ev.Wound | ev.Condition | ev.Light | ev.Item | ev.Disposition | ev.Reveal | ev.Phase
        ):
            lines.append("effect: " + (event(e) or ""))
    return "\n".join(lines) if lines else "Nothing has happened yet to explain."
