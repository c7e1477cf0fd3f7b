"""What the autoplay guild asks before a room and what the answer makes it do: a player's sense,
not a rule (the talents are ``worm.engine.lore_questions`` and ``worm.engine.area_sense``).

About to step into a room it has not entered, one who can first asks of it (``question``):

- Keen Senses (p. 56, a lore bid): who is in the room next door;
- Spout Doom (p. 57, 1 Resolve): what going in brings, dwellers, treasure and traps;
- Foretell (p. 56, a lore bid): yes or no, will the guild have to fight in there;
- Akashic Consciousness (p. 57, 1 Resolve): the room's past, the traps laid there: a trap
  remembered is spotted, so the guild works round one guarding the treasure by its bypasses
  (``worm.engine.autoplay``'s loot) instead of springing it.

A bid is asked only while the asker keeps ``KEEP_BIDS`` for a parley (where a bid learns what a
creature likes), and a Resolve only while they keep ``KEEP_RESOLVE`` for tests of fate.

The answer changes the route (``shuns``): a room said to hold a lord, or a creature that falls
on the guild at sight, is kept clear of as a band the guild backed away from
would be (the rest of the level first, and back only when nothing else is left,
``worm.engine.autobold``); so is a room where Foretell says the guild will have to fight.

Before taking a way up, down or across (``before_road``), one who knows Spout Doom or
Foretell asks whether it brings a fight where it comes out; told so, the bot takes another way
of the same kind it knows a route to, if there is one (``dreads_road``).

In a parley, before its words (``foresee``), one who knows Foretell asks whether flattery will
win the creature over, for a bid kept as above; a hunch of "no" (it touches what they hate)
and the bot leaves those words unsaid (``forebodes``). Before taking what lies in a room
(``before_taking``), one who knows Spout Doom asks which trap goes off (found, it is worked
round by its bypasses), or else one who knows Foretell whether one will (a yes, and the bot
leaves the treasure: ``leaves_it``).

Area Sense (p. 57, 2 Resolve and a watch) is meditated on once a level and expedition, when the
guild has been into every room it can reach there, before it takes a way on (``meditates``): the
senses pass through stone, so a hidden way may open rooms it could not reach, a trap seen in
a vision is spotted before it springs, and dwellers seen in one are shunned as if named.
"""

from __future__ import annotations

from typing import Literal

from worm.engine import area_sense, foresight, lore_questions, parley, sneak_ahead, training
from worm.engine import commands as cmd
from worm.engine.session import Game
from worm.model.adventurer import Adventurer

KEEP_BIDS = 1  # a bid kept for the parley in the room, to learn what its dwellers like (p. 32)
KEEP_RESOLVE = 1  # a Resolve kept to push a test of fate (p. 9)
ASKS: tuple[tuple[Literal["sense", "doom", "foretell", "past"], str], ...] = (
    ("sense", lore_questions.KEEN_SENSES),
    ("doom", lore_questions.SPOUT_DOOM),
    ("foretell", lore_questions.FORETELL),
    ("past", lore_questions.AKASHIC),
)
"""The questions in the order the bot asks them: the one that names the dwellers first."""
SEERS: tuple[tuple[Literal["doom", "foretell"], str], ...] = (
    ("doom", lore_questions.SPOUT_DOOM),
    ("foretell", lore_questions.FORETELL),
)
"""Who foresees a deed of the Crawl for the bot, in the order it asks them."""
NAMED = ("room", lore_questions.KEEN_SENSES, area_sense.TALENT, sneak_ahead.SCOUTED)
"""What names a room's dwellers when told (``lore_questions.told``): a bid on the room or Spout
Doom, Keen Senses, a vision of Area Sense, and a sneaker's look (Sneak, p. 74)."""


def _can(a: Adventurer, talent: str) -> bool:
    if not a.active or not training.usable(a, talent):
        return False
    if talent in (lore_questions.SPOUT_DOOM, lore_questions.AKASHIC):
        return a.resolve > KEEP_RESOLVE
    return a.lore_bids > KEEP_BIDS


def _next_door(game: Game, room: int) -> bool:
    return any(other == room for other, _ in game.plan.links[game.room])


def question(game: Game, room: int, asked: set[tuple[int, int]]) -> cmd.AskLore | None:
    """The question to ask of ``room`` before stepping in, or None: never of a room entered,
    already told of, or asked of before (``asked``, which it adds to)."""
    if game.room < 0 or room in game.state.visited or (game.depth, room) in asked:
        return None
    if any(lore_questions.told(game, room, what) for what in (*NAMED, lore_questions.FORETELL)):
        return None
    for about, talent in ASKS:
        if about == "sense" and not _next_door(game, room):
            continue
        for a in game.guild.in_marching_order():
            if _can(a, talent):
                asked.add((game.depth, room))
                return cmd.AskLore(who=a.id, about=about, room=game.plan.key(room))
    return None


def foresee(game: Game, deed: cmd.Approach, asked: set[tuple[object, ...]]) -> cmd.AskLore | None:
    """In a parley, before words or a gift it means to try (one ``parley.FORESEEN``), one who
    knows Foretell asks if they will win the creature over, once for each deed as the parley
    stands (``asked``, which it adds to), keeping a bid as for a room (``KEEP_BIDS``)."""
    meeting = game.meeting
    if meeting is None or deed.approach not in parley.FORESEEN:
        return None
    here = (game.depth, meeting.room, meeting.name, repr(deed), meeting.spent)
    if here in asked or foresight.told(game, "foretell", deed) is not None:
        return None
    for a in game.guild.in_marching_order():
        if _can(a, lore_questions.FORETELL):
            asked.add(here)
            return cmd.AskLore(who=a.id, about="foretell", deed=deed)
    return None


def forebodes(game: Game, deed: cmd.Approach) -> bool:
    """Whether the guild was told ``deed`` would set the creature against it: the bot leaves it
    untried (Foretell's no, or Spout Doom's prophecy of a harm)."""
    return "offends" in (foresight.told(game, "foretell", deed), foresight.told(game, "doom", deed))


def before_taking(game: Game, asked: set[tuple[int, int]]) -> cmd.AskLore | None:
    """Before taking what lies in the room, one who knows Spout Doom (a trap named is found,
    so the guild works round it) or else Foretell asks whether a trap will go off, once a
    room (``asked``, which it adds to)."""
    here = (game.depth, game.room)
    if here in asked or not foresight.to_take(game):
        return None
    seer = _seer(game)
    if seer is None:
        return None
    asked.add(here)
    return cmd.AskLore(who=seer[1], about=seer[0], words=foresight.TAKE)


def _seer(game: Game) -> tuple[Literal["doom", "foretell"], str] | None:
    """Who foresees a deed of the Crawl, and how: one who knows Spout Doom first (a trap or a
    foe named is known), else one who knows Foretell, each keeping what ``_can`` keeps."""
    for about, talent in SEERS:
        for a in game.guild.in_marching_order():
            if _can(a, talent):
                return about, a.id
    return None


def leaves_it(game: Game) -> bool:
    """Whether Foretell said taking what lies here sets off a trap the guild has not found:
    the bot leaves it rather than spring it."""
    return foresight.taking_key(game, "foretell", sprung=True) in game.lore


def before_road(game: Game, word: str, asked: set[tuple[int, int, str]]) -> cmd.AskLore | None:
    """Before taking the way ``word`` (up, down, across) out of the guild's room, one who knows
    Spout Doom or else Foretell asks whether it brings a fight where it comes out, once a way
    (``asked``, which it adds to)."""
    here = (game.depth, game.room, word)
    if here in asked or foresight.landing(game, word) is None:
        return None
    seer = _seer(game)
    if seer is None:
        return None
    asked.add(here)
    return cmd.AskLore(who=seer[1], about=seer[0], words=foresight.ROAD, room=word)


def dreads_road(game: Game, index: int) -> bool:
    """Whether the guild was told the way ``index`` of this level brings a fight where it
    comes out (Foretell's yes, or Spout Doom's prophecy)."""
    beyond = foresight.comes_out(game, index)
    if beyond is None:
        return False
    depth, room = beyond
    return any(
        foresight.road_key(depth, about, room, fight=True) in game.lore
        for about in ("foretell", "doom")
    )


def dreaded(game: Game, monster_id: str) -> bool:
    """Whether the guild would rather not meet this creature yet: a lord, or one that falls on
    the guild at sight (no parley to be had)."""
    monster = game.pack.monsters[monster_id]
    return monster.lord or monster.aggressive


def shuns(game: Game, room: int) -> bool:
    """Whether what the guild was told of ``room`` keeps it clear for now: dwellers it dreads
    named (``NAMED``), or a fight foretold there."""
    dwellers = [d for d in game.level.stock[room].denizens if d in game.pack.monsters]
    if not dwellers:
        return False
    if any(lore_questions.told(game, room, what) for what in NAMED):
        return any(dreaded(game, d) for d in dwellers)
    told = lore_questions.told(game, room, lore_questions.FORETELL)
    return told and lore_questions.fight_there(game, room)


def meditates(game: Game, sensed: set[tuple[int, int]]) -> cmd.Meditate | None:
    """One who knows Area Sense meditates, once a level and expedition (``sensed``, which it
    adds to), keeping a Resolve besides the two it costs (p. 57)."""
    here = (game.expeditions, game.depth)
    if here in sensed or game.room < 0:
        return None
    for a in game.guild.in_marching_order():
        usable = a.active and training.usable(a, area_sense.TALENT)
        if usable and a.resolve >= area_sense.RESOLVE + KEEP_RESOLVE:
            sensed.add(here)
            return cmd.Meditate(who=a.id)
    return None
