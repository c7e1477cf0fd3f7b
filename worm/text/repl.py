"""The narrated text front end: the same engine, read and typed as plain lines.

It is how scripts and tests drive a game, and how a screen reader plays it. Every line the
player types becomes one Command; every event it causes is narrated.
"""

from __future__ import annotations

import io
import sys
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import Literal, TextIO

import pydantic

from worm import files, tarot
from worm.engine import commands as cmd
from worm.engine import read_the_past, tending
from worm.engine.session import Game
from worm.errors import IllegalCommand, Waiting, WormError
from worm.rules import alchemy
from worm.rules import camp as camp_rules
from worm.saves import games
from worm.saves.autosave import Autosave
from worm.text import (
    answers,
    chronicle,
    cityacts,
    cityscape,
    console,
    dyingwords,
    explain,
    fight,
    fightwords,
    growthwords,
    jobwords,
    market,
    motifwords,
    narrate,
    pactwords,
    porterwords,
    woundwords,
)
from worm.text.record import Keeper, Record

HELP = """Commands in the Underworld:
  look [THING]                 glance at the room, or scrutinize one thing (free, p. 183)
  go ROOM                      travel to a room on the map by its key; a watch per room (p. 90)
  step n|s|e|w|ne|nw|se|sw     walk one tile; a watch only on passing into another room
  walk X Y                     travel to a tile the guild has seen (x, y as the map counts)
  explore                      travel to the nearest room not yet entered
  up | down | across | out     take the way up, down, across (to a level in the same
                               row of the table, p. 333) or out that ends here
  map                          the guild's map of this level (@ is the guild)
  search [HOW]                 search by a method (free), or everything (costs time, p. 88)
  listen                       listen at the ways out (free)
  open ROOM | force ROOM | smash ROOM | pick ROOM
                               a door to a neighbouring room: key, Swords, lockpicks (p. 88)
  colossal ROOM [WHO]          a troll with Colossal smashes that locked door down: 1 Resolve,
                               no test, loud (p. 61)
  spike ROOM [WHO]             wedge that door shut with an iron spike for the night (p. 167)
  spy ROOM [WHO]               a spyglass's look into the next room along a way (p. 168)
  act THING N [WHO]            do choice N that a feature, trap or event offers ('look THING')
  act THING N [WHO] colossal   a troll does that feat of strength (toppling, smashing) with
                               no test: 1 Resolve (p. 61)
  choose N [WHO] | N           answer the choice the GM is waiting on
  choose N [WHO] colossal      a troll answers it with a feat of strength, no test (p. 61)
  take                         take the room's treasure (and any key)
  use WHO ITEM | light WHO ITEM | drop WHO ITEM
                               light a torch, fill a lantern with oil, use a thing; drop a
                               thing (p. 95)
  careful [on|off]             move carefully: slower, but traps and secrets show (p. 91)
  talk [NAME] | fight | withdraw
                               deal with creatures met, or talk with someone here (p. 100)
In a parley (p. 100; 'talk' shows the mood, the tongues and what the guild knows):
  offer ITEM | offer gold N | offer treasure NAME | offer service WHAT
                               a gift or a service: what they like or want works at once
  flatter | deceive | ask      sweet words, a lie, or questions about them
  appeal N                     do or show the Nth like the guild knows of
  threaten [N]                 a threat; N aims it at a known need (favor, but lasting hate)
  trade THING for ASK          THING as for offer; ASK: passage aid information hint treasure
  request ASK                  ask outright; what they give depends on their mood
  lore                         bid lore: learn what they like and hate (p. 32); a gnome asks
                               one more for free (p. 57); a Loremaster with no bid left pays
                               1 Resolve (p. 79); a bid that tells nothing new costs nothing;
                               the bidder needs a motif that reaches it, or a talent
  lore like|dislike            a Con Artist reads the one they pick of a talker (p. 74)
  lore [like|dislike] resolve  a Loremaster pays 1 Resolve in place of the bid (p. 79)
  (add a name at the end of any of these to choose who speaks)
  camp                         make camp (ch. 8); in camp, show who may do what and why not
  camp WHO ACTION [MATE] [THING] [XP]
                               a Camp Action: fellowship, fletch, hunt, patrol, read, rest,
                               scout, train, maps, item, talent (pp. 137–139)
  camp WHO talent high_chant [CARD to MATE, …]
                               the High Chant: as many cards from the minor discard pile as
                               WHO's Cups, one to a holder; none named, the GM picks (p. 79)
  camp WHO talent gramarye PACT [SPELL] …
                               Make a Pact (p. 83): each pact charges a spell's component
  camp WHO talent alchemy [bomb|potion|oil|keep …]
                               Brew Alchemy, one form per reagent carried, in order (p. 231)
  camp WHO talent sneak [KEY]    Infiltrate: sneak out to the room KEY on the map (none
                               named: the nearest not entered) and bid lore on it (p. 74)
  camp WHO teach ANIMAL COMMAND [instead OLD]
                               Beast Master (p. 78): teach a companion a command (sic em,
                               get help, heel, fetch, track, hunt, do a trick, guard, stay);
                               a full one forgets OLD
  camp on                      on to supper and the night; after recovery, the morning
  burn WHO [MATE] [stressed|injured|talent|resolve]
                               burn a charged Bond in recovery (p. 141)
  burn WHO [MATE] ANIMAL       burn it for a companion's Injured instead (p. 141)
  harvest [WHO]                an alchemist spends a watch cutting reagents from fresh kills
                               here into empty hermetic bottles (p. 231)
  meditate WHO                 Area Sense: 2 Resolve and a watch; a card's value in visions
                               of the rooms around, nearest first (p. 57)
  elect WHO TALENT yes|no|gm    say beforehand whether WHO uses Aegis (p. 70), Ambusher's
                               warning (p. 74), Berserkergang's rage (p. 64), or Iron
                               Beards, Underfoot or Colossal on a failed test in the City
                               or a group test (p. 61); gm: policy (with no word said, a
                               player is asked); 'elect WHO counsel no' (or quick, heavy
                               metal machine): the fight stops no more to offer WHO's
                               Counsel (p. 78), Quick! (p. 74) or bracing (p. 70); 'yes'
                               asks again
  ready WHO iron beards|underfoot|colossal
                               name the talent before the draw: the next test it bears on
                               succeeds outright for 1 Resolve (p. 61); 'none' takes it back
  sight WHO                    Dwimmercraft: 1 Resolve focuses second sight for a watch; it
                               sees through an illusion or an enchanted trap (p. 82)
  translate WHO [FEATURE]      Loremaster: a watch spent reading an old script cut by a
                               trap here (it tells what the trap does) or written on a
                               feature (it tells what comes of touching it) (p. 79)
  bid WHO past [KEY]           bid lore on this level's past, or a room's (the traps laid
                               there), if a motif reaches it (p. 32); Akashic
                               Consciousness pays 1 Resolve instead (p. 57)
  bid WHO room KEY             bid lore on what a room on the map holds (p. 32)
  bid WHO … resolve            a Loremaster pays 1 Resolve in place of the bid (p. 79)
  bid WHO sense KEY            Keen Senses: a bid to hear who is in the room next door (p. 56)
  bid WHO foretell KEY         Foretell: a bid for yes or no, will going there mean a fight
                               with its dwellers (p. 56)
  bid WHO doom KEY             Spout Doom: 1 Resolve, the whole of what a room holds (p. 57)
  bid WHO foretell|doom offer THING | flatter | lie
                               in a parley: will the deed win them over (a bid, p. 56), or
                               what will it bring (1 Resolve, p. 57)
  bid WHO foretell|doom take   will taking what lies here set off a trap (a bid, p. 56), or
                               which one (1 Resolve, p. 57: the trap is found)
  bid WHO past way KEY         who passed the way from here to KEY: the factions that hold
                               its rooms (a bid on the past, or Akashic's Resolve, p. 57)
  bid WHO foretell|doom road up|down|across
                               will taking the way that ends here bring a fight (a bid,
                               p. 56), or who waits where it comes out (1 Resolve, p. 57)
  bid WHO foretell|doom door KEY
                               will the door to the room next door hold (a bid, p. 56), or
                               how it gives way and whether loudly (1 Resolve, p. 57)
  heard                        what the guild has been told (lore, rumors), numbered
  bid WHO recall [N|WORDS]     Read the Past: a bid brings back word for word the Nth thing
                               told, or the latest with WORDS (p. 56)
  negate WHO [TRAP]            Counter-spell: 1 Resolve ends the spell of an enchanted or
                               illusory trap the guild has found here (p. 82)
  sneak WHO                    Sneak: WHO goes off-stage, left out of the next fight (p. 74)
  scout WHO KEY                ... creeps ahead, unseen, to the room KEY next door: who
                               dwells there and its traps, for an extra Meatgrinder draw
  lift WHO KEY                 ... creeps to the room KEY next door and lifts its treasure:
                               a Pentacles test under its dwellers' eyes (failing, seen
                               and back empty-handed, loud noise); a trap guarding it is
                               found and left; an extra Meatgrinder draw
  arrive WHO                   ... and turns up: 1 Resolve into a fight (dealt in), or onto
                               creatures met as an ambush (a first blow, and the fight is
                               on); free with nothing afoot
  sleeve WHO THING             Up My Sleeve: 1 Resolve, and WHO had THING on them all along
                               (an ordinary one-slot thing; twice a Crawl, p. 74)
  tend [NAME [WHO]] | poultice [NAME [WHO]]
                               a poultice for one at Death's Door: they test Wands to live
                               (p. 126); WHO applies it (default: whoever carries one);
                               NAME may be left out when only one is dying; a
                               chirurgeon's poultice Heals any Wound, no test (p. 78)
  inventory [WHO]              what each adventurer carries and their lights
  delve [ENTRANCE]             go down by the main entrance, or a known one by its level's
                               number or name (p. 178; in the City: after upkeep)
In the City (ch. 9; taxes, the City Event and the Market's sale happen on arrival):
  city                         each one's gold and upkeep, the City Event and what it set
                               (pp. 150–153); what each tier costs and buys this phase;
                               the ruler, the gate the guild came in by, the districts
  city map                     the City's map: each district, what is done there, the
                               gates (Appendix D)
  upkeep WHO TIER [by PAYER]   pay for destitute, impoverished, common or luxurious (p. 154);
                               PAYER makes up what WHO lacks (p. 172); who names none when
                               the guild delves takes the best they can pay
  ransom NAME                  buy back one the Olu Gang hold, 1,000 gold per Fame, the
                               fullest purses paying first, from upkeep on (p. 95)
  market                       what the Omphalic Market sells, by tier (p. 163)
  buy WHO ITEM [N]             take gear the upkeep tier paid for buys (p. 154)
  sell WHO ITEM                hand one carried thing back (it fetches no coin)
  repair WHO ITEM              mend a Notched or Destroyed item under the tier that buys it
                               new (p. 163)
  keep TREASURE                keep a piece of the loot sold on arrival, each share of it
                               handed back; 'sell treasure TREASURE' sells it (p. 162)
  buyback WHO ITEM             buy gear a thief took back off the stall, 5 gold a syllable
  act WHO ACTION [THING…]      one City Action each in step 6, after upkeep (pp. 156–159):
                               bank N, beg, build WHAT, carouse [half|all], commission
                               [farmer|adventurer|noble|new] WHAT, funeral DEAD [XP],
                               components, research [CREATURE], support [basic|best|city]
                               PROJECT, train TALENT [XP]
  acts                         the City Actions, their prices, and who may take which
  jobs                         the job board and the contracts held (pp. 160–161)
  plan                         on to step 7: the job board goes up (it does by itself once
                               everyone has taken a City Action; p. 148)
  take N | drop N              sign the board's Nth contract; give up the Nth held (p. 46);
                               a fulfilled one pays and gives 1 XP on the next return (p. 154)
{growth}Other commands:
  guild                        the roster and every sheet
  sheet WHO                    one adventurer's sheet
  test WHO ATTRIBUTE [options] [TASK…]
        options: resolve (spend 1 Resolve for favor), motif1|motif2|motif3 (call on a motif),
                 aid:WHO (a guild-mate helps), danger (a great failure costs a Wound),
                 inspired (the inspiration card instead of a draw, p. 79)
  push [inspired]              push the failed test that waits (p. 9); 'inspired' spends
                               the tester's inspiration card instead of a draw (p. 79)
  push iron beards | push underfoot | push colossal
                               1 Resolve: the failed test succeeds outright, if it rests on
                               strength (Iron Beards), on quiet (Underfoot) or on wrecking a
                               door or gate (Colossal) (p. 61)
  accept                       let the failed test stand
  group ATTRIBUTE [push|push-most|push-least] [TASK…]
                               a group test (p. 11); say who pushes a failure
  oracle adventurer|belt|pack  read the top of a discard pile (p. 182)
  decks                        where the 78 cards are
  why                          the chain behind the last thing that happened: card, table row,
                               ruling, effect (after a pass, the last ruling made)
  help [all]                   this list (in a Challenge, the fight's commands first)
  quit                         leave
  … anyway                     do a thing even though it breaks a pact, or move on though a
                               dying guild-mate then dies (the game asks first; saying the
                               move again also goes)
WHO is a name (first word is enough) or a1, a2…; ATTRIBUTE is swords, pentacles, cups or wands."""
HELP = HELP.replace(
    "{growth}", growthwords.HELP + motifwords.HELP + porterwords.HELP + woundwords.HELP
)


FIGHT_HELP = f"""{fightwords.HELP}
Besides:
{woundwords.HELP.rstrip()}
  why | guild | sheet WHO | decks | quit      as ever ('help all' lists every command)"""
"""What can be done in a Challenge, first: the Underworld's commands wait until it ends."""


def _help(game: Game, rest: list[str]) -> str:
    """The commands that can be given now: in a Challenge the fight's, else every one."""
    if game.phase == "challenge" and rest[:1] != ["all"]:
        return FIGHT_HELP
    return f"{HELP}\n{fightwords.HELP}"


def _who(game: Game, word: str) -> str:
    return game.guild.adventurer(word).id


def _attribute(word: str) -> tarot.Suit:
    word = word.lower()
    for suit in tarot.SUITS:
        if suit.startswith(word) and word:
            return suit
    raise IllegalCommand(f"{word!r} is not an attribute: swords, pentacles, cups or wands")


LARGEST = 999_999  # no count, option or coordinate the game asks for comes near it


def number(word: str) -> bool:
    """True if the player typed a whole number in plain digits (``2``, not ``²`` or ``-2``):
    ``str.isdigit()`` alone is True for '²', which ``int()`` refuses."""
    return word.isascii() and word.isdigit()


def _number(word: str, what: str, *, least: int = 1) -> int:
    """The whole number ``word`` for ``what``, or the book's "No" naming what is wrong with it."""
    if not number(word):
        raise IllegalCommand(f"{what} must be a whole number in digits, got {_short(word)!r}")
    if len(word.lstrip("0")) > len(str(LARGEST)) or int(word) > LARGEST:
        raise IllegalCommand(f"{what} {_short(word)} is too large (at most {LARGEST:,})")
    value = int(word)
    if value < least:
        raise IllegalCommand(f"{what} starts at {least}, not {value}")
    return value


def _short(text: str, size: int = 20) -> str:
    """Typed text cut to a readable length for a message."""
    return text if len(text) <= size else f"{text[: size - 8]}… ({len(text):,} characters)"


def parse(game: Game, line: str) -> cmd.Command | str | None:
    """A Command for the engine, a string to print at once, or None to quit; a line the game
    cannot read is refused with an IllegalCommand that says why, never another error."""
    try:
        answered = woundwords.answer(game, line)  # a Wound waits: its number or way (p. 124)
        return answered if answered is not None else _parse(game, line)
    except pydantic.ValidationError as error:
        raise IllegalCommand(_invalid(error, line)) from None


def _invalid(error: pydantic.ValidationError, line: str) -> str:
    """One line from a command's validation error: the field, what it got and what it needs."""
    first = error.errors()[0]
    field = ".".join(str(part) for part in first["loc"]) or error.title
    return f"{_short(line.strip(), 60)!r}: {field} {first['msg'][0].lower()}{first['msg'][1:]}"


def _parse(game: Game, line: str) -> cmd.Command | str | None:
    words = line.split()
    if not words:
        return ""
    verb, rest = words[0].lower(), words[1:]
    if verb in ("quit", "exit", "q"):
        return None
    if verb in ("help", "?"):
        return _help(game, rest)
    if verb == "guild":
        allied = (  # won in a parley, with the guild until the next Camp (p. 100)
            f"\nAllies, until the next Camp: {', '.join(game.allies)}." if game.allies else ""
        )
        return narrate.roster(game.guild, game.pack) + allied
    if verb == "sheet" and rest:
        who = _who(game, rest[0])
        return narrate.sheet(
            game.guild.adventurer(who), game.pack, game.guild.role(who), game.guild
        )
    if verb == "decks":
        m, j = game.decks.minor.census(), game.decks.major.census()
        top = game.decks.minor.top_discard
        return (
            f"minor: {m.draw} to draw, {m.discard} discarded, {m.elsewhere} out"
            f" (top discard: {top or 'none'}); major: {j.draw} to draw, {j.discard} discarded"
        )
    if verb == "why":
        return explain.why(game)
    fighting = fightwords.parse(game, verb, line)  # before the Crawl's: 'fight' is both
    if fighting is not None:
        return fighting
    crawl = _crawl(game, verb, rest)
    if crawl is not None:
        return crawl
    if verb == "push":
        return _push(rest)
    if verb == "accept":
        return cmd.AcceptFate()
    if verb == "oracle" and rest and rest[0] in ("adventurer", "belt", "pack"):
        return cmd.ReadOracle(oracle=rest[0])  # type: ignore[arg-type]  # one of the 3 just checked
    if verb == "group" and rest:
        pushes = {"push": "both", "push-most": "most", "push-least": "least"}
        push = next((pushes[w] for w in rest[1:] if w in pushes), "none")
        task = " ".join(w for w in rest[1:] if w not in pushes)
        group = cmd.GroupTest(attribute=_attribute(rest[0]), push=push, task=task)  # type: ignore[arg-type]  # push: a value of pushes or "none"
        return group
    if verb == "test" and len(rest) >= 2:
        return _test(game, rest)
    raise IllegalCommand(f"I don't understand {_short(line.strip(), 60)!r}; type 'help'")


def _bare(game: Game, word: str) -> cmd.Choose:
    """A number typed alone answers the choice the GM waits on, as 'choose N' does."""
    if game.choice is None:
        raise IllegalCommand(f"no choice is waiting for {_short(word)!r} to answer")
    return cmd.Choose(option=_number(word, "the choice"))


Way = Literal["up", "down", "across", "out"]
WAYS: dict[str, Way] = {
    "up": "up",
    "down": "down",
    "across": "across",
    "out": "out",
    "leave": "out",
    "descend": "down",
    "ascend": "up",
}
STEPS = {
    "n": (0, -1),
    "s": (0, 1),
    "e": (1, 0),
    "w": (-1, 0),
    "ne": (1, -1),
    "nw": (-1, -1),
    "se": (1, 1),
    "sw": (-1, 1),
}
SIMPLE: dict[str, type[cmd.Command]] = {
    "listen": cmd.Listen,
    "fight": cmd.Fight,
    "withdraw": cmd.Withdraw,
    "take": cmd.TakeTreasure,
    "delve": cmd.Delve,
}


def _crawl(game: Game, verb: str, rest: list[str]) -> cmd.Command | str | None:
    """The Crawl's commands (chapter 6), or None if ``verb`` is not one of them."""
    if verb in ("sneak", "arrive"):
        return _sneaking(game, verb, rest)
    if verb == "scout":
        if len(rest) < 2:
            raise IllegalCommand("scout WHO KEY: who, off sneaking, creeps to which room (p. 74)")
        return cmd.Scout(who=_who(game, " ".join(rest[:-1])), to=rest[-1])
    if verb == "lift":
        if len(rest) < 2:
            raise IllegalCommand(
                "lift WHO KEY: who, off sneaking, lifts the treasure of which room (p. 74)"
            )
        return cmd.Lift(who=_who(game, " ".join(rest[:-1])), to=rest[-1])
    if verb == "negate":
        if not rest:
            raise IllegalCommand("negate WHO [TRAP]: who ends a known trap's spell (p. 82)")
        return cmd.Negate(who=_who(game, rest[0]), whom=" ".join(rest[1:]) or None)
    for reader in (_travel, _room, _deal):
        found = reader(game, verb, rest)
        if found is not None:
            return found
    return None


def _travel(game: Game, verb: str, rest: list[str]) -> cmd.Command | str | None:
    """Looking about and moving on: look, go, step, walk, explore, the ways, the map."""
    if verb in ("look", "l", "examine", "x"):
        return cmd.Look(at=" ".join(rest) or None)
    if verb in ("go", "g") and rest:
        return cmd.Go(to=rest[0])
    if verb == "step" and len(rest) == 1 and rest[0].lower() in STEPS:
        dx, dy = STEPS[rest[0].lower()]
        return cmd.Step(dx=dx, dy=dy)
    if verb == "walk" and len(rest) == 2 and all(number(w) for w in rest):
        return cmd.Walk(x=_number(rest[0], "x", least=0), y=_number(rest[1], "y", least=0))
    if verb == "explore" and not rest:
        return cmd.Explore()
    if verb in WAYS and not rest:
        return cmd.Take(way=WAYS[verb])
    if verb == "map":
        return narrate.level_map(game)
    if verb == "careful":
        return cmd.Careful(on=not rest or rest[0].lower() not in ("off", "no", "stop"))
    return None


def _city_words(game: Game, verb: str, rest: list[str]) -> cmd.Command | str | None:
    """The City's words (ch. 9): status, upkeep, the Market, the City Actions ('act' means a
    City Action only in the City)."""
    if verb == "city" and not rest:
        return narrate.city_status(game)
    if verb == "upkeep":
        return _upkeep(game, rest)
    if verb == "ransom":
        if not rest:
            raise IllegalCommand("say whom the guild buys back: 'ransom NAME' (p. 95)")
        return cmd.Ransom(who=" ".join(rest))
    if verb in market.WORDS:
        return market.parse(game, verb, rest)
    if verb in cityacts.WORDS and game.phase == "city":
        return cityacts.parse(game, rest)
    if verb == "acts" and not rest:
        return cityacts.listing(game)
    if verb in growthwords.WORDS:
        return growthwords.parse(game, verb, rest)
    if verb in motifwords.WORDS:
        return motifwords.parse(game, rest)
    if verb == "elect":
        return _elect(game, rest)
    if verb == "ready":
        return _ready(game, rest)
    if verb == "byname":
        return motifwords.parse_byname(game, rest)
    if verb in porterwords.WORDS:
        return porterwords.parse(game, verb, rest)
    if verb in woundwords.WORDS:
        return woundwords.parse(game, rest)
    return None


def _room(game: Game, verb: str, rest: list[str]) -> cmd.Command | str | None:
    """What the guild does where it stands: search, doors, talk, the simple words."""
    if verb in ("inventory", "inv", "i"):
        return narrate.inventory(game, rest[0] if rest else None)
    if verb == "search":
        return cmd.Search(how=" ".join(rest))
    jobs = jobwords.parse(game, verb, rest)
    if jobs is not None:
        return jobs
    if verb in SIMPLE and not rest:
        return SIMPLE[verb]()
    if verb == "camp":
        return _camp(game, rest)
    if verb == "city" and [w.lower() for w in rest] == ["map"]:
        return cityscape.listing(game)
    city_said = _city_words(game, verb, rest)
    if city_said is not None:
        return city_said
    if verb == "market" and not rest:
        return market.lists(game)
    if verb == "burn":
        if not rest:
            raise IllegalCommand(
                "say who burns a Bond: 'burn WHO [MATE] [stressed|injured|talent|resolve]'"
            )
        return _burn(game, rest)
    if verb == "talk":
        return cmd.Talk(to=" ".join(rest) or None)
    if verb in APPROACHES or verb in ("banter", "lie", "beg"):
        return _approach(game, verb, rest)
    if verb in DOORS and rest:
        who = _who(game, rest[1]) if len(rest) > 1 else None
        door: cmd.Command = DOORS[verb](to=rest[0], who=who)
        return door
    return None


def _camp(game: Game, rest: list[str]) -> cmd.Command | str:
    """``camp`` makes camp (or shows it); ``camp on`` goes on; ``camp WHO ACTION [MATE]
    [THING…] [XP]`` is a Camp Action (pp. 137–139)."""
    if not rest:
        return cmd.Camp() if game.camp is None else narrate.camp_status(game)
    if [w.lower() for w in rest] == ["on"]:
        return cmd.CampOn()
    if len(rest) < 2:
        raise IllegalCommand("say who does what: 'camp WHO ACTION', e.g. 'camp a1 patrol'")
    who, word, more = _who(game, rest[0]), rest[1].lower(), rest[2:]
    if word == "teach":
        return _teach(game, who, more)
    action = narrate.CAMP_WORDS.get(word, word)
    chant = [w.lower() for w in more[:2]]
    if action == "use_a_talent" and chant[:1] in (["high_chant"], ["chant"]):
        return _chant(game, who, more[1:])
    if action == "use_a_talent" and chant == ["high", "chant"]:
        return _chant(game, who, more[2:])
    partner = None
    if more and _is_adventurer(game, more[0]):
        partner, more = _who(game, more[0]), more[1:]
    if action == "use_a_talent" and len(more) == 2 and more[0].lower() == "sneak":
        return cmd.CampAct(who=who, action=action, what="sneak", spot=more[1])  # Infiltrate
    if action == "use_a_talent" and more and more[0].lower() == "gramarye":
        pacts = pactwords.parse(game.pack, more[1:])
        return cmd.CampAct(who=who, action=action, what="gramarye", pacts=pacts)
    forms: tuple[str, ...] = ()
    if action == "use_a_talent" and more and more[0].lower() == "alchemy":
        forms, more = tuple(w.lower() for w in more[1:]), more[:1]  # a form per reagent
    xp = 1
    if more and number(more[-1]):
        xp, more = _number(more[-1], "the XP to invest"), more[:-1]
        if xp > 7:
            raise IllegalCommand("a talent is mastered at 7 XP: invest 1 to 7 (p. 33)")
    return cmd.CampAct(
        who=who,
        action=action,
        partner=partner,
        what="_".join(more).lower() or None,
        xp=xp,
        forms=forms,
    )


INSPIRED = ("inspired", "inspiration", "inspire")
"""Words that spend an inspiration card instead of a draw (High Chant, p. 79)."""


OUTRIGHT = {
    "iron beards": "iron_beards",
    "iron_beards": "iron_beards",
    "underfoot": "underfoot",
    "colossal": "colossal",
}
"""Words that spend an arête talent's Resolve on a sure success (p. 61)."""


def _push(rest: list[str]) -> cmd.PushFate:
    """``push`` draws; ``push inspired`` spends the tester's inspiration card (p. 79);
    ``push iron beards``, ``push underfoot`` or ``push colossal`` spends 1 Resolve on a sure
    success (p. 61)."""
    said = " ".join(rest).lower()
    if said in OUTRIGHT:
        return cmd.PushFate(outright=OUTRIGHT[said])
    if rest and (len(rest) > 1 or rest[0].lower() not in INSPIRED):
        raise IllegalCommand("'push' draws a card; 'push inspired' spends the inspiration card")
    return cmd.PushFate(inspired=bool(rest))


def _chant(game: Game, who: str, words: list[str]) -> cmd.CampAct:
    """``camp WHO talent high_chant [CARD to MATE, …]`` (p. 79): with no cards named the GM's
    policy picks them and their holders."""
    words = [w.strip(",") for w in words if w.strip(",")]
    gifts = []
    while words:
        found = fightwords.card_at(words)
        if found is None or len(words) < found[1] + 2 or words[found[1]].lower() != "to":
            raise IllegalCommand(
                "name each card and who gets it, or none: "
                "'camp WHO talent high_chant 7w to MATE, kc to MATE' (p. 79)"
            )
        card, taken = found
        gifts.append((card.name, _who(game, words[taken + 1])))
        words = words[taken + 2 :]
    return cmd.CampAct(who=who, action="use_a_talent", what="high_chant", gifts=tuple(gifts))


def _teach(game: Game, who: str, more: list[str]) -> cmd.CampAct:
    """``camp WHO teach ANIMAL COMMAND [instead OLD]``: Beast Master's training (p. 78)."""
    if not more:
        raise IllegalCommand(
            "say which animal learns what: 'camp WHO teach ANIMAL COMMAND [instead OLD]' (p. 78)"
        )
    named = {c.name.lower(): c.id for c in game.guild.companions}
    size = next((n for n in range(len(more), 0, -1) if " ".join(more[:n]).lower() in named), 1)
    animal = named.get(" ".join(more[:size]).lower(), more[0])
    words = [w.lower() for w in more[size:]]
    cut = words.index("instead") if "instead" in words else len(words)
    taught, forgot = " ".join(words[:cut]), " ".join(words[cut + 1 :])
    return cmd.CampAct(
        who=who,
        action="use_a_talent",
        what="beast_master",
        animal=animal,
        command=taught or None,
        forget=forgot or None,
    )


def _upkeep(game: Game, rest: list[str]) -> cmd.Upkeep:
    """'upkeep WHO TIER [by PAYER]' (p. 154; a guild-mate paying, p. 172)."""
    payer = None
    if len(rest) == 4 and rest[2].lower() == "by":
        payer = _who(game, rest[3])
    elif len(rest) != 2:
        raise IllegalCommand(
            "say who lives at which tier, and who helps pay if anyone: "
            "'upkeep WHO TIER [by PAYER]' (p. 154)"
        )
    return cmd.Upkeep(who=_who(game, rest[0]), tier=rest[1].lower(), payer=payer)


def _is_adventurer(game: Game, word: str) -> bool:
    try:
        game.guild.adventurer(word)
    except IllegalCommand:
        return False
    return True


def _burn(game: Game, rest: list[str]) -> cmd.Command:
    """``burn WHO [WITH] [stressed|injured|talent|resolve|ANIMAL]`` in recovery (p. 141)."""
    who, more = _who(game, rest[0]), rest[1:]
    mate = None
    if more and _is_adventurer(game, more[0]):
        mate, more = _who(game, more[0]), more[1:]
    mend = more[0].lower() if more else None
    if mend is not None and mend not in camp_rules.RECOVERIES and game.guild.companions:
        animal = game.guild.companion(" ".join(more)).id  # a companion, or the GM's "No"
        return cmd.Burn(who=who, mate=mate, animal=animal)
    return cmd.Burn(who=who, mate=mate, mend=mend)


def _elect(game: Game, rest: list[str]) -> cmd.Elect:
    """``elect WHO TALENT yes|no|gm``: a standing choice for Aegis, Ambusher, Berserkergang,
    for Iron Beards, Underfoot or Colossal on a failed test in the City, or whether the fight
    stops to offer Counsel, Quick! or Heavy Metal Machine."""
    if len(rest) < 3 or rest[-1].lower() not in ("yes", "no", "gm"):
        raise IllegalCommand(
            "elect WHO aegis|ambusher|berserkergang|counsel|quick|heavy metal machine|iron "
            "beards|underfoot|colossal yes|no|gm: say beforehand (pp. 61, 64, 70, 74, 78)"
        )
    talent = "_".join(rest[1:-1]).lower().rstrip("!")
    choice = rest[-1].lower()
    return cmd.Elect(who=_who(game, rest[0]), talent=talent, choice=choice)  # type: ignore[arg-type]


def _ready(game: Game, rest: list[str]) -> cmd.Ready:
    """``ready WHO iron beards|underfoot|colossal|none``: a talent named before the draw."""
    if len(rest) < 2:
        raise IllegalCommand(
            "ready WHO iron beards|underfoot|colossal|none: named before the draw (p. 61)"
        )
    talent = "_".join(rest[1:]).lower()
    return cmd.Ready(who=_who(game, rest[0]), talent=None if talent == "none" else talent)


ONE_WHO: dict[str, tuple[type[cmd.Meditate] | type[cmd.SecondSight] | type[cmd.Translate], str]] = {
    "meditate": (cmd.Meditate, "meditate WHO: who meditates for visions (Area Sense, p. 57)"),
    "sense": (cmd.Meditate, "meditate WHO: who meditates for visions (Area Sense, p. 57)"),
    "sight": (cmd.SecondSight, "sight WHO: who focuses second sight (Dwimmercraft, p. 82)"),
    "translate": (
        cmd.Translate,
        "translate WHO [FEATURE]: a Loremaster reads the old script here (p. 79)",
    ),
}
"""The Crawl's talent commands that name only who uses the talent, with their usage."""


def _sneaking(game: Game, verb: str, rest: list[str]) -> cmd.Command:
    """``sneak WHO`` and ``arrive WHO`` (Sneak, p. 74)."""
    if len(rest) != 1:
        what = "goes sneaking" if verb == "sneak" else "turns up"
        raise IllegalCommand(f"{verb} WHO: who {what} (Sneak, p. 74)")
    if verb == "sneak":
        return cmd.Sneak(who=_who(game, rest[0]))
    return cmd.Arrive(who=_who(game, rest[0]))


def _deal(game: Game, verb: str, rest: list[str]) -> cmd.Command | str | None:
    """Answering the GM, acting on a feature, tending the dying, using and dropping things."""
    if number(verb) and not rest:
        return _bare(game, verb)
    if verb == "choose" and rest and number(rest[0]):
        option = _number(rest[0], "the choice")
        feat = "colossal" in rest[1:]  # a troll's feat of strength, no test (p. 61)
        named = [w for w in rest[1:] if w != "colossal"]
        who = _who(game, named[0]) if named else None
        return cmd.Choose(option=option, who=who, colossal=feat)
    if verb == "act" and len(rest) >= 2:
        numbers = [i for i, w in enumerate(rest) if number(w)]
        if numbers:
            at = numbers[-1]
            option = _number(rest[at], "the choice")
            after = rest[at + 1 :]
            feat = "colossal" in after  # a troll's feat of strength, no test (p. 61)
            named = [w for w in after if w != "colossal"]
            who = _who(game, named[0]) if named else None
            target = " ".join(rest[:at])
            return cmd.Act(target=target, option=option, who=who, colossal=feat)
    if verb in ("tend", "poultice"):
        patient = _who(game, rest[0]) if rest else _dying_one(game)
        tender = _who(game, rest[1]) if len(rest) > 1 else tending.tender_for(game)
        if tender is None:
            raise IllegalCommand("nobody able to act carries a poultice (p. 169)")
        return cmd.Tend(who=tender, patient=patient)
    if verb == "harvest":
        harvester = _who(game, rest[0]) if rest else _alchemist(game)
        return cmd.Harvest(who=harvester)
    if verb == "translate" and len(rest) > 1:
        return cmd.Translate(who=_who(game, rest[0]), what=" ".join(rest[1:]))
    if verb in ONE_WHO:
        talent, usage = ONE_WHO[verb]
        if len(rest) != 1:
            raise IllegalCommand(usage)
        return talent(who=_who(game, rest[0]))
    if verb in ("bid", "heard"):
        return _bid(game, verb, rest)
    if verb == "sleeve":
        if len(rest) < 2:
            raise IllegalCommand("sleeve WHO THING: who brings out what (Up My Sleeve, p. 74)")
        return cmd.Sleeve(who=_who(game, rest[0]), item=" ".join(rest[1:]))
    if verb in ("use", "light", "drop") and len(rest) >= 2:
        kind = cmd.DropItem if verb == "drop" else cmd.UseItem
        return kind(who=_who(game, rest[0]), item=" ".join(rest[1:]))
    return None


BID_USAGE = (
    "bid WHO past [KEY] | bid WHO past way KEY | bid WHO room|sense|foretell|doom KEY | "
    "bid WHO foretell|doom "
    "take|door KEY|road up|down|across|offer|flatter|lie ... | "
    "bid WHO recall [N|WORDS]: a lore bid (p. 32); 'resolve' "
    "after any but a recall: a Loremaster pays 1 Resolve for it (p. 79); 'heard' lists what "
    "the guild was told"
)
FORESEEN = ("offer", "flatter", "deceive", "lie")
"""The parley's deeds Foretell and Spout Doom foresee (``worm.engine.parley.FORESEEN``)."""


def _bid(game: Game, verb: str, rest: list[str]) -> cmd.Command | str:
    """A lore bid in the Crawl (p. 32), a recall (Read the Past, p. 56), or what was heard;
    a trailing ``resolve`` (not after a recall's words): a Loremaster pays 1 Resolve for the
    bid (p. 79)."""
    if verb == "bid" and len(rest) >= 2 and rest[1] == "recall":
        return cmd.AskLore(who=_who(game, rest[0]), about="recall", words=" ".join(rest[2:]))
    if verb == "heard" and not rest:
        return read_the_past.listing(game.heard)
    paid: Literal["resolve"] | None = None
    if verb == "bid" and rest[-1:] == ["resolve"]:  # a Loremaster's Resolve (p. 79)
        paid, rest = "resolve", rest[:-1]
    if len(rest) == 3 and rest[1] in ("foretell", "doom") and rest[2] == "take":
        return cmd.AskLore(who=_who(game, rest[0]), about=rest[1], words="take", paid_with=paid)  # type: ignore[arg-type]
    if len(rest) == 4 and rest[1] == "past" and rest[2] == "way":
        return cmd.AskLore(
            who=_who(game, rest[0]), about="past", words="way", room=rest[3], paid_with=paid
        )
    if len(rest) == 4 and rest[1] in ("foretell", "doom") and rest[2] in ("door", "road"):
        return cmd.AskLore(
            who=_who(game, rest[0]),
            about=rest[1],  # type: ignore[arg-type]
            words=rest[2],
            room=rest[3],
            paid_with=paid,
        )
    if len(rest) >= 3 and rest[1] in ("foretell", "doom") and rest[2] in FORESEEN:
        deed = _approach(game, rest[2], rest[3:])
        assert isinstance(deed, cmd.Approach)  # not banter: FORESEEN holds none
        return cmd.AskLore(who=_who(game, rest[0]), about=rest[1], deed=deed, paid_with=paid)  # type: ignore[arg-type]
    about = ("past", "room", "sense", "foretell", "doom")
    if verb != "bid" or len(rest) not in (2, 3) or rest[1] not in about:
        raise IllegalCommand(BID_USAGE)
    if rest[1] != "past" and len(rest) != 3:
        raise IllegalCommand(BID_USAGE)
    return cmd.AskLore(
        who=_who(game, rest[0]),
        about=rest[1],  # type: ignore[arg-type]
        room=rest[2] if len(rest) == 3 else None,
        paid_with=paid,
    )


def _dying_one(game: Game) -> str:
    """Whom a bare ``tend`` means: the one guild-mate at Death's Door (p. 126), or a refusal
    that names those to choose between, or says nobody is dying."""
    dying = [a for a in game.guild.in_marching_order() if a.conditions.deaths_door]
    dying = [a for a in dying if not a.conditions.dead]
    if not dying:
        raise IllegalCommand("nobody is at Death's Door (p. 126)")
    if len(dying) > 1:
        names = " or ".join(a.name for a in dying)
        raise IllegalCommand(f"tend whom? {names} (type 'tend NAME')")
    return dying[0].id


def _alchemist(game: Game) -> str:
    """The guild's harvester (``worm.rules.alchemy.harvester``), or the reason there is none."""
    found = alchemy.harvester(game.guild)
    if found is None:
        raise IllegalCommand("nobody able to act knows Alchemy (p. 231)")
    return found.id


DOORS: dict[
    str, type[cmd.OpenDoor | cmd.ForceDoor | cmd.Colossal | cmd.PickLock | cmd.SpikeDoor | cmd.Spy]
] = {
    "open": cmd.OpenDoor,
    "force": cmd.ForceDoor,
    "smash": cmd.ForceDoor,  # with a hammer or hatchet (p. 167): forcing, with favor
    "colossal": cmd.Colossal,  # a troll smashes it down: 1 Resolve, no test (p. 61)
    "pick": cmd.PickLock,
    "spike": cmd.SpikeDoor,  # wedge it shut with an iron spike (p. 167)
    "spy": cmd.Spy,  # a spyglass's look into the next room (p. 168)
}


APPROACHES = (
    "offer",
    "flatter",
    "appeal",
    "threaten",
    "deceive",
    "ask",
    "trade",
    "request",
    "lore",
)
ASKS = ("passage", "aid", "information", "hint", "treasure")


def _speaker(game: Game, rest: list[str]) -> tuple[list[str], str | None]:
    """A trailing adventurer name chooses who speaks; the words before it are the rest."""
    if rest:
        try:
            return rest[:-1], game.guild.adventurer(rest[-1]).id
        except IllegalCommand:
            pass
    return rest, None


def _approach(game: Game, verb: str, rest: list[str]) -> cmd.Command:
    """A parley approach (p. 100) or Banter (p. 119) in the words a player types."""
    verb = {"lie": "deceive", "beg": "request"}.get(verb, verb)
    rest, who = _speaker(game, rest)
    if verb == "banter":
        if not rest or rest[0] not in ("intimidate", "taunt", "placate"):
            raise IllegalCommand("banter how? intimidate, taunt or placate")
        return cmd.Banter(intent=rest[0], who=who)  # type: ignore[arg-type]  # checked just above
    fields: dict[str, object] = {"approach": verb, "who": who}
    if verb in ("appeal", "threaten") and rest:
        if not number(rest[0]):
            raise IllegalCommand(f"{verb} which? give the number 'talk' shows")
        fields["trait"] = _number(rest[0], f"{verb}: the number")
    elif verb == "request":
        fields["ask"] = _ask(rest)
    elif verb == "lore" and rest:
        if "resolve" in rest:  # a Loremaster's Resolve in place of the bid (p. 79)
            fields["paid_with"] = "resolve"
            rest = [w for w in rest if w != "resolve"]
        if rest and (len(rest) > 1 or rest[0] not in ("like", "dislike")):
            raise IllegalCommand(
                "lore [like|dislike] [resolve]: a Con Artist picks which (p. 74), a Loremaster "
                "may pay 1 Resolve for the bid (p. 79)"
            )
        if rest:
            fields["taste"] = rest[0]
    elif verb in ("offer", "trade"):
        if verb == "trade":
            if "for" not in rest:
                raise IllegalCommand("trade what for what? e.g. 'trade torch for passage'")
            at = rest.index("for")
            fields["ask"] = _ask(rest[at + 1 :])
            rest = rest[:at]
        fields.update(_thing(rest, verb))
    return cmd.Approach(**fields)  # type: ignore[arg-type]  # pydantic checks the fields built here


def _ask(words: list[str]) -> str:
    if len(words) == 1 and words[0].lower() in ASKS:
        return words[0].lower()
    raise IllegalCommand(f"ask for what? one of: {', '.join(ASKS)}")


def _thing(words: list[str], verb: str = "offer") -> dict[str, object]:
    """What is offered or traded: an item, gold, a treasure or a service; gold is 'gold 10' or,
    as it is said, '10 gold' (play-test g11: '10 gold' was looked for as an item)."""
    if not words:
        raise IllegalCommand(f"{verb} what? an item, 'gold N', 'treasure NAME' or 'service WHAT'")
    if len(words) == 2 and words[1].lower() == "gold" and number(words[0]):
        words = ["gold", words[0]]
    head, tail = words[0].lower(), " ".join(words[1:])
    if head == "gold":
        if not number(tail):
            example = "trade gold 10 for passage" if verb == "trade" else f"{verb} gold 10"
            raise IllegalCommand(f"how much gold? e.g. '{example}'")
        return {"gold": _number(tail, "gold")}
    if head == "treasure" and tail:
        return {"treasure": tail}
    if head == "service" and tail:
        return {"service": tail.lower()}
    if head == "illusion" and tail and verb == "offer":  # Dwimmercraft's petty magic (p. 82)
        return {"illusion": tail}
    return {"item": " ".join(words)}


def _test(game: Game, rest: list[str]) -> cmd.TestFate:
    who, attribute = _who(game, rest[0]), _attribute(rest[1])
    options: dict[str, object] = {}
    task: list[str] = []
    for word in rest[2:]:
        low = word.lower()
        if low == "resolve":
            options["spend_resolve"] = True
        elif low in ("motif1", "motif2", "motif3"):
            options["motif"] = int(low[-1]) - 1
        elif low.startswith("aid:"):
            options["aided_by"] = _who(game, low[4:])
        elif low == "danger":
            options["dangerous"] = True
        elif low in INSPIRED:
            options["inspired"] = True
        else:
            task.append(word)
    task_text = " ".join(task)
    return cmd.TestFate(who=who, attribute=attribute, task=task_text, **options)  # type: ignore[arg-type]  # pydantic checks the options


def play(
    game: Game,
    lines: Iterable[str],
    out: TextIO,
    echo: bool = False,
    keepers: Sequence[Keeper] = (),
) -> None:
    """Run typed lines through the game until they end or the player quits; the ``keepers``
    (the --events record, the autosave) see each line's events as soon as it is answered."""
    asked = dyingwords.Asked()  # a move refused for the dying goes when said again (p. 126)
    for line in lines:
        if echo:
            print(f"> {line.rstrip()}", file=out)
        going = answer(game, line, out, asked)
        for keeper in keepers:
            keeper.catch_up(game.log)
        if not going:
            return


def answer(game: Game, line: str, out: TextIO, asked: dyingwords.Asked | None = None) -> bool:
    """Answer one typed line: what it did, or "No: …" and why not; False once the player quits.
    A move that would let a dying guild-mate die is refused once (``dyingwords``), unless
    ``asked`` holds that very move, just refused, or the line ends with 'anyway'.

    Every line that is not blank gets at least one line of answer."""
    try:
        line, anyway = pactwords.unsaid(line)
        parsed = parse(game, line)
        if parsed is None:
            print("Farewell.", file=out)
            return False
        if isinstance(parsed, str):
            if parsed:
                print(parsed, file=out)
            return True
        warned = None if anyway else pactwords.warning(game, parsed)
        if warned is None:
            warned = dyingwords.refusal(
                game, parsed, dyingwords.Asked() if asked is None else asked, anyway=anyway
            )
        if warned is not None:
            print(warned, file=out)
            return True
        before, waited = _moment(game), game.pending
        said = narrate.events(game.execute(parsed))
        for text in said:
            print(text, file=out)
        if game.pending is not None and game.pending is not waited:  # a new test waits
            print(answers.hint(game), file=out)
        if game.asked is not None:  # a Wound waits for its way (p. 124)
            print(answers.hint(game), file=out)
        elif game.challenge is not None and game.challenge.warner is not None:
            print(answers.hint(game), file=out)  # an ambusher is asked (p. 74)
        if _moment(game) not in (None, before):
            print(fight.view(game), file=out)
        elif not said:
            print("Nothing comes of it.", file=out)
    except WormError as error:
        print(f"No: {error}", file=out)
        how = answers.hint(game) if isinstance(error, Waiting) else None
        if how is not None:
            print(how, file=out)
    return True


def run(
    seed: int,
    size: int = 3,
    script: Path | None = None,
    events: Path | None = None,
    save: Path | None = None,
    load: Path | None = None,
    *,
    ask: bool = True,
) -> int:
    """``worm play --text``: a game on stdin/stdout (or a script file), saved to ``save`` at
    every watch and phase change and when play stops; ``load`` goes on from a save. A new
    game is a player's, asked how each Wound is taken (p. 124) unless ``ask`` is off
    (``--gm-wounds``: the GM's careful default takes them, as a script written for it needs)."""
    lines = None if script is None else _script(script)  # a bad script fails before the game
    for path, what in ((events, "write events to"), (save, "save the game to")):
        if path is not None:
            files.check(path, what)  # and so does a path that could not be written
    out = console.tolerant(sys.stdout)
    if load is not None:
        game, notice = games.load(load)  # a bad save fails before anything else
        if notice:
            print(f"Note: {notice}", file=out)
        print(f"worm — seed {game.seed}, going on from {load}. Type 'help' for commands.", file=out)
    else:
        game = Game.new(seed, size=size, ask=ask)
        game.execute(cmd.Delve())
        print(f"worm — seed {seed}. Type 'help' for commands.", file=out)
        for text in narrate.events(game.log.events):
            print(text, file=out)
    keepers: list[Keeper] = [] if events is None else [Record(events)]
    if save is not None:
        keepers.append(Autosave(game, save, after=chronicle.keep))
    try:
        for keeper in keepers:
            keeper.catch_up(game.log)
        if lines is not None:
            play(game, lines, out, echo=True, keepers=keepers)
        else:
            if isinstance(sys.stdin, io.TextIOWrapper):  # a stray byte is a line to refuse
                sys.stdin.reconfigure(errors="replace")
            interactive = sys.stdin.isatty()
            play(game, _prompted(interactive), out, keepers=keepers)
    finally:  # Ctrl-C, a closed pipe, a crash: what was played is kept
        for keeper in keepers:
            keeper.close(game.log)
    if save is not None:
        print(f"Saved to {save}; 'worm play --text --load {save.stem}' goes on.", file=out)
    return 0


def _script(path: Path) -> list[str]:
    """The lines of a script file, or one WormError saying why it cannot be read."""
    try:
        return path.read_text(encoding="utf-8").splitlines()
    except OSError as error:
        raise WormError(f"cannot read script {path}: {error.strerror or error}") from None
    except UnicodeDecodeError as error:
        raise WormError(
            f"script {path} is not UTF-8 text: byte {error.object[error.start]:#04x} at "
            f"offset {error.start:,}; save it as UTF-8"
        ) from None


def _moment(game: Game) -> tuple[object, ...] | None:
    """A new round or an adventurer's turn in the Challenge (the REPL then shows the field);
    None between them and out of a fight."""
    ch = game.challenge
    if ch is None or ch.round < 1 or ch.step not in ("initiative", "turn"):
        return None
    return (ch.serial, ch.round, ch.step, ch.actor, ch.count)


def _prompted(interactive: bool) -> Iterable[str]:
    while True:
        try:
            yield input("> ") if interactive else sys.stdin.readline() or _eof()
        except EOFError:
            return


def _eof() -> str:
    raise EOFError
