"""Foretell (p. 56) and Spout Doom (p. 57) on a deed in a parley: "if we offer them this, or
say that, will they be won over?" and "what will happen?".

The GM weighs the deed as the parley would (``worm.engine.parley.foreseen``), with nothing
done and no card drawn: an offer or words that meet what the creature likes, wants or needs
win it over without a test, and one that touches what it hates sets it against the guild
(p. 100). Those the GM knows, so Foretell's hunch says yes or no for a lore bid, and Spout
Doom's prophecy says which, and why, for 1 Resolve. A deed that meets nothing hangs on a test
of Wands whose card is not drawn yet: Spout Doom foretells the test; Foretell's hunch is
silent (policy: the GM has no yes or no to give, so nothing new is told and no bid is checked
off, p. 56). A deed foreseen already, the parley unchanged, tells nothing new and costs
nothing (p. 32).

In the Crawl the deed may be taking what lies in the room the guild stands in (``take``): a
trap guarding it goes off first (``worm.engine.explore.take_treasure``), as the GM knows from
the stocking, so Foretell's hunch says whether one will, and Spout Doom names it, and the
guild has found it then. Or taking a way up, down or across that ends here (``road``): will
it bring a fight, from the stocking of the room it comes out in. Or opening the door to a
room next door (``door``): the GM knows whether it is locked and whether the guild holds its
key (p. 88), so Foretell's hunch says whether it will hold, and Spout Doom how it gives way —
quietly to a key or picked, loudly forced (p. 91). No card is drawn for any of them.
Questions of going into a room are ``worm.engine.lore_questions``; this module takes the
Crawl's lore bids first and passes on those with no deed.
"""

from __future__ import annotations

from worm.engine import commands as cmd
from worm.engine import events as ev
from worm.engine import lore_bids, lore_questions, parley, read_the_past, training, traps
from worm.engine.table import Table
from worm.errors import IllegalCommand
from worm.gm.parley import Verdict
from worm.model.adventurer import Adventurer
from worm.rules import lore_bids as lore_rules
from worm.rules import resolve

TAKE = "take"
"""The Crawl's deed foreseen: taking what lies in the room (``AskLore.words``)."""
DOOR = "door"
"""The Crawl's deed foreseen: opening the door to a neighbouring room (``AskLore.words``)."""
ROAD = "road"
"""The Crawl's deed foreseen: taking a way up, down or across that ends here (``AskLore.words``,
the way's direction in ``room``)."""
ENDS = {"up": "up", "down": "down", "across": "across"}
KEY = "foresight"
"""The first part of a lore key that remembers a deed foreseen (``told``)."""
SAID = {
    "pleases": "it meets what they like: they warm to the guild, with no test",
    "fulfils": "it answers what they want or need: they warm to the guild, with no test",
    "offends": "it touches what they hate: they turn against the guild, with no test",
}


def ask(game: Table, command: cmd.AskLore) -> None:
    """A lore bid (p. 32): on a deed in a parley here, else ``lore_questions.ask``."""
    if command.words == TAKE and command.about in ("foretell", "doom"):
        _taking(game, command.who, command.about, command.paid_with)
        return
    if command.words == ROAD and command.about in ("foretell", "doom"):
        _road(game, command.who, command.about, command.room or "", command.paid_with)
        return
    if command.words == DOOR and command.about in ("foretell", "doom"):
        _door(game, command.who, command.about, command.room or "", command.paid_with)
        return
    if command.deed is None:
        lore_questions.ask(game, command)
        return
    if game.phase != "parley" or game.meeting is None:
        raise IllegalCommand("a deed is foreseen only in a parley, before it is done")
    if command.about == "foretell":
        _foretell(game, command.who, command.deed, command.paid_with)
    elif command.about == "doom":
        _doom(game, command.who, command.deed)
    else:
        raise IllegalCommand("only Foretell or Spout Doom foresee a deed (pp. 56–57)")


def deed_words(deed: cmd.Approach) -> str:
    """The deed as the asker puts it."""
    if deed.approach != "offer":
        return {"flatter": "flatter them", "deceive": "lie to them"}[deed.approach]
    thing = deed.item or deed.treasure or deed.service or f"{deed.gold} gold"
    return f"offer them {thing}"


def _key(game: Table, about: str, deed: cmd.Approach) -> tuple[str, str, str]:
    meeting = game.meeting
    assert meeting is not None
    spent = ",".join(str(i) for i in sorted(meeting.spent))
    return (KEY, meeting.creature, f"{about}|{deed.model_dump_json()}|{spent}")


def told(game: Table, about: str, deed: cmd.Approach) -> str | None:
    """What the guild was told of ``deed`` in this parley as it stands: the verdict's kind
    (``offends``, ``pleases`` …) or None when it was not foreseen."""
    key = _key(game, about, deed)
    found = [k for k in game.lore if k[:2] == key[:2] and k[2].startswith(key[2] + "|")]
    return found[0][2].rsplit("|", 1)[1] if found else None


def _tell(game: Table, about: str, deed: cmd.Approach, verdict: Verdict, text: str) -> None:
    key = _key(game, about, deed)
    game.lore = game.lore | {(key[0], key[1], f"{key[2]}|{verdict.kind}")}
    game.log.emit(ev.Narration, text=text)
    read_the_past.hear(game, text)


def _fresh(game: Table, a: Adventurer, about: str, deed: cmd.Approach) -> bool:
    if told(game, about, deed) is None:
        return True
    game.ruling("p. 32", f"{a.name} foresaw this already: nothing new, nothing checked off")
    return False


def _foretell(
    game: Table, who: str, deed: cmd.Approach, by: lore_rules.Means | None = None
) -> None:
    """Foretell (p. 56): "if we do this, will they be won over?" for a lore bid, paid ``by``
    the way named (a Loremaster's Resolve at their word, p. 79)."""
    a = training.user(game, who, lore_questions.FORETELL, 56)
    verdict, _ = parley.foreseen(game, deed)
    if not _fresh(game, a, "foretell", deed):
        return
    if not verdict.automatic:
        game.ruling(
            "p. 56",
            f"{a.name}'s hunch is silent: it hangs on a test not drawn yet; no bid is checked off",
        )
        return
    if lore_rules.means(a, by) is None:
        raise IllegalCommand(lore_rules.refusal(a, by))
    training.use(game, a.id, lore_questions.FORETELL)
    lore_bids.pay(game, a.id, by)
    game.ruling("p. 56", f"{a.name} asks: if we {deed_words(deed)}, will they be won over?")
    hunch = "no" if verdict.kind == "offends" else "yes"
    _tell(game, "foretell", deed, verdict, f"{a.name}: a hunch says {hunch}.")


def _doom(game: Table, who: str, deed: cmd.Approach) -> None:
    """Spout Doom (p. 57): 1 Resolve, and what the deed will bring pours out."""
    a = training.user(game, who, lore_questions.SPOUT_DOOM, 57)
    verdict, speaker = parley.foreseen(game, deed)
    if a.resolve < 1:
        raise IllegalCommand(f"Spout Doom costs 1 Resolve; {a.name} has none (p. 57)")
    if not _fresh(game, a, "doom", deed):
        return
    training.use(game, a.id, lore_questions.SPOUT_DOOM)
    game.set_adventurer(resolve.spend(game.guild.adventurer(a.id)))
    game.ruling("p. 57", f"{a.name} spends 1 Resolve: doom pours out, if we {deed_words(deed)}")
    fate = SAID.get(
        verdict.kind,
        f"nothing in it moves them of itself: it hangs on {speaker.name}'s test of Wands",
    )
    _tell(game, "doom", deed, verdict, f"{a.name}: if we {deed_words(deed)}, {fate}.")


def taking_key(game: Table, about: str, *, sprung: bool = False) -> tuple[str, str, str]:
    """The lore key that remembers ``about`` asked of taking what lies here; ``sprung``, that
    the answer was a trap going off."""
    where = game.plan.key(game.room) if game.room >= 0 else ""
    return (f"level {game.depth}", f"{about}:{TAKE}" + (":trap" if sprung else ""), where)


def to_take(game: Table) -> bool:
    """Whether the room the guild stands in holds a treasure or a key not yet taken."""
    room = game.room
    stock = game.level.stock[room] if room >= 0 else None
    return (
        stock is not None and room not in game.state.looted and bool(stock.treasure or stock.key_to)
    )


def _taking(game: Table, who: str, about: str, by: lore_rules.Means | None = None) -> None:
    """Foretell (p. 56) or Spout Doom (p. 57) on taking what lies here: will a trap go off?
    A Foretell's bid is paid ``by`` the way named (a Loremaster's Resolve, p. 79)."""
    game.require_crawl()
    if not to_take(game):
        raise IllegalCommand("there is nothing here to take")
    a, talent = _seer(game, who, about, by)
    key = taking_key(game, about)
    if not _unforeseen(game, a, key):
        return
    guard = traps.guarding(game, game.room)
    where = game.plan.key(game.room)
    fate = f"{guard.name} goes off first" if guard else "nothing springs: it is ours to take"
    _foresee(
        game,
        a,
        talent,
        by,
        asked=f"if we take what lies in {where}, will a trap go off",
        doom="if we take it",
        yes=guard is not None,
        fate=f"if we take what lies in {where}, {fate}",
        keys={key} | ({taking_key(game, about, sprung=True)} if guard else set()),
    )
    if guard is not None and about == "doom":
        traps.spot(game, game.room, guard, how="named in a prophecy")


def _seer(game: Table, who: str, about: str, by: lore_rules.Means | None) -> tuple[Adventurer, str]:
    """Who foresees a deed of the Crawl, and by which talent: Foretell (p. 56), whose bid is
    paid ``by`` the way named (a Loremaster's Resolve, p. 79), or Spout Doom (1 Resolve,
    p. 57); refused before anything is told when they cannot pay."""
    talent, page = (
        (lore_questions.FORETELL, 56) if about == "foretell" else (lore_questions.SPOUT_DOOM, 57)
    )
    a = training.user(game, who, talent, page)
    if about == "doom" and a.resolve < 1:
        raise IllegalCommand(f"Spout Doom costs 1 Resolve; {a.name} has none (p. 57)")
    if about == "foretell" and lore_rules.means(a, by) is None:
        raise IllegalCommand(lore_rules.refusal(a, by))
    return a, talent


def _unforeseen(game: Table, a: Adventurer, key: tuple[str, str, str]) -> bool:
    """Whether the deed remembered by ``key`` was not foreseen yet; if it was, ruled so: a bid
    that tells nothing new costs nothing (p. 32)."""
    if key not in game.lore:
        return True
    game.ruling("p. 32", f"{a.name} foresaw this already: nothing new, nothing checked off")
    return False


def _foresee(
    game: Table,
    a: Adventurer,
    talent: str,
    by: lore_rules.Means | None,
    *,
    asked: str,
    doom: str,
    yes: bool,
    fate: str,
    keys: set[tuple[str, str, str]],
) -> None:
    """Pay and tell a deed of the Crawl foreseen: Foretell's hunch, yes or no, to the question
    ``asked`` (a lore bid, p. 56), or Spout Doom's ``fate`` (1 Resolve, p. 57, ``doom`` saying
    of what); ``keys`` remember it."""
    training.use(game, a.id, talent)
    if talent == lore_questions.FORETELL:
        lore_bids.pay(game, a.id, by)
        game.ruling("p. 56", f"{a.name} asks: {asked}?")
        text = f"{a.name}: a hunch says {'yes' if yes else 'no'}."
    else:
        game.set_adventurer(resolve.spend(game.guild.adventurer(a.id)))
        game.ruling("p. 57", f"{a.name} spends 1 Resolve: doom pours out, {doom}")
        text = f"{a.name}: {fate}."
    game.lore = game.lore | keys
    game.log.emit(ev.Narration, text=text)
    read_the_past.hear(game, text)


def door_holds(game: Table, edge: int) -> bool:
    """Whether the door on ``edge`` holds against the guild opening it, as the GM knows
    (p. 88): locked, not opened yet, and its key not in the guild's hands."""
    e = game.plan.level.map.edges[edge]
    name = f"{game.plan.key(e.a)}-{game.plan.key(e.b)}"
    return e.locked and edge not in game.state.unlocked and name not in game.keys


def _door(game: Table, who: str, about: str, to: str, by: lore_rules.Means | None = None) -> None:
    """Foretell (p. 56) or Spout Doom (p. 57) on opening the door to the neighbouring room
    ``to``: will it hold, and will getting through be loud? The GM knows the lock and the
    guild's keys (p. 88); a lock forced is loud, one picked is not (p. 91). No card is drawn:
    a test to pick or force it is foretold as a test, not its outcome."""
    game.require_crawl()
    if not to:
        raise IllegalCommand("foresee opening the door to which room? name it by its key")
    edge = game.plan.between(game.room, to, game.state)
    a, talent = _seer(game, who, about, by)
    where = game.plan.key(game.plan.room(to, game.state))
    holds = door_holds(game, edge)
    key = (f"level {game.depth}", f"{about}:{DOOR}", f"{edge}|{'holds' if holds else 'opens'}")
    if not _unforeseen(game, a, key):
        return
    fate = (
        "it is locked and holds: picked, it gives way quietly on a test of Pentacles; "
        "forced, on a test of Swords, and loudly (pp. 88, 91)"
        if holds
        else "it swings open quietly: no lock holds it"
    )
    _foresee(
        game,
        a,
        talent,
        by,
        asked=f"if we open the door to {where}, will it hold",
        doom="if we open it",
        yes=holds,
        fate=f"if we open the door to {where}, {fate}",
        keys={key},
    )


def landing(game: Table, direction: str) -> tuple[int, int] | None:
    """Where the known way ``direction`` (up, down, across) out of the guild's room comes out:
    (the level's number, the room there), or None when no such way ends here (as
    ``worm.engine.crawl.take`` finds it)."""
    wanted = ENDS.get(direction)
    state = game.state
    for index, way in enumerate(game.level.ways):
        if way.room != game.room or way.end != wanted or way.connection is None:
            continue
        if way.secret and index not in state.found_ways:
            continue
        return comes_out(game, index)
    return None


def comes_out(game: Table, index: int) -> tuple[int, int] | None:
    """Where the way ``index`` of this level comes out: (the level's number, the room there),
    or None for the way to the surface."""
    way = game.level.ways[index]
    if way.connection is None:
        return None
    connection = game.world.layout.connections[way.connection]
    other = connection.b if connection.a == game.depth else connection.a
    target = game.world.levels[other - 1]
    end = next(w for w in target.ways if w.connection == way.connection)
    return other, end.room


def road_key(depth: int, about: str, room: int, *, fight: bool) -> tuple[str, str, str]:
    """The lore key that remembers ``about`` asked of taking a way that comes out in ``room``
    of level ``depth``, and whether a fight was foretold there."""
    return (f"level {depth}", f"{about}:{ROAD}", f"{room}|{'fight' if fight else 'quiet'}")


def fight_beyond(game: Table, depth: int, room: int) -> bool:
    """Whether taking a way that comes out in ``room`` of level ``depth`` brings a fight, as
    the GM foresees it (policy, p. 56, as ``lore_questions.fight_there``): someone stocked
    there falls on the guild at sight, unless the guild has dealt with them already."""
    state = game.states.get(depth)
    if state is not None and room in state.settled:
        return False
    monsters = game.pack.monsters
    stock = game.world.levels[depth - 1].stock[room]
    return any(monsters[d].aggressive for d in stock.denizens if d in monsters)


def _road(
    game: Table, who: str, about: str, direction: str, by: lore_rules.Means | None = None
) -> None:
    """Foretell (p. 56) or Spout Doom (p. 57) on taking the way ``direction`` out of the
    guild's room: will it bring a fight, or who waits where it comes out? Answered from the
    stocking of the room beyond, with no card drawn (a wandering band is not foreseen)."""
    game.require_crawl()
    beyond = landing(game, direction)
    if beyond is None:
        raise IllegalCommand(f"no known way {direction or '(up, down or across)'} ends here")
    depth, room = beyond
    a, talent = _seer(game, who, about, by)
    fight = fight_beyond(game, depth, room)
    key = road_key(depth, about, room, fight=fight)
    if not _unforeseen(game, a, key):
        return
    monsters = game.pack.monsters
    stock = game.world.levels[depth - 1].stock[room]
    dwellers = sorted({monsters[d].name for d in stock.denizens if d in monsters})
    waits = f"{', '.join(dwellers)} wait where it comes out" if dwellers else "nobody waits there"
    fate = "they fall on the guild at sight" if fight else "no fight meets the guild there"
    _foresee(
        game,
        a,
        talent,
        by,
        asked=f"if we take the way {direction}, will we fight",
        doom=f"if we go {direction}",
        yes=fight,
        fate=f"if we take the way {direction} to level {depth}, {waits}; {fate}",
        keys={key},
    )
