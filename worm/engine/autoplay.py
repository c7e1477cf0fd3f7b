"""An autoplay guild for ``worm demo`` and the benchmarks: a careful, sensible delver.

It reads the game only as a player could (the map, what it has seen and been told) and sends
the same Commands a player would. Its habits, in order:

- answer what the GM waits on: push a test worth pushing, pick the safest open choice;
- meeting creatures, talk first: meet a known like or want with a gift or a deed, ask what they
  are like, sweet-talk them round, and ask for passage once they are willing; back away from
  anger nothing reaches and from anything that attacks on sight, fight only when cornered —
  or, bold (``worm.engine.autobold``), when a band it backed away from stands between it and
  the rest of the level;
  in a fight, play as ``worm.engine.skirmish`` says;
- keep a light burning: light a fresh source when the last goes out, fill a lantern with oil;
- search each new room by tapping the walls (free, p. 88), take treasure no known trap guards;
- when ``daring`` (0 to 1) is above 0, try what the room's features offer — pull the lever, open
  the cage, drink from the pool — each option once, with that chance, risky or not, so that
  ``worm sim`` reaches what a careful guild never touches;
- open, pick or force locked doors that lead somewhere new;
- go to the nearest room not yet visited, then deeper; before stepping into a room not yet
  entered, ask of it with a talent that can (Keen Senses, Spout Doom, Foretell) and keep clear
  of dwellers it dreads there for now; meditate once a level with Area Sense before going on
  (``worm.engine.autolore``);
- head for the way out once the expedition has earned it (``worm.engine.autohome``: someone
  lost or newly hurt, the food eaten down, the light failing, loot enough for the upkeep), and
  leave — never at once for what the City left (Stressed: camp first to clear it).
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable
from typing import Any

import numpy as np

from worm.content import constants
from worm.content.interaction import Interaction
from worm.engine import (
    autoacrobat,
    autobold,
    autocity,
    autohome,
    autolore,
    autoroster,
    autoshop,
    autosleeve,
    autosneak,
    chirurgeon,
    city,
    city_events,
    colossal,
    dues,
    dwimmercraft,
    explore,
    harvest,
    kit,
    meet,
    negate,
    outright,
    petrification,
    petty_magic,
    runes,
    sneak,
    spikes,
    stall,
    telepathy,
    training,
    traps,
)
from worm.engine import commands as cmd
from worm.engine import parley as parleys
from worm.engine.autocamp import Camper
from worm.engine.session import Game
from worm.engine.skirmish import Skirmisher
from worm.engine.world import Plan
from worm.errors import IllegalCommand
from worm.gm import (
    con_artist,
    contracts,
    gate,
    illusions,
    parley,
    people,
    portents,
    quests,
    second_sight,
)
from worm.gm import doubt as doubt_policy
from worm.gm import feats as feat_policy
from worm.gm import levitation as lift_policy
from worm.gm import talents as talent_policy
from worm.gm import wounds as gm_wounds
from worm.model.guild import Guild
from worm.model.level import LevelState
from worm.model.meeting import Meeting
from worm.rules import alchemy, crossed_off, elections, upkeep
from worm.rules import dwimmercraft as dwimmer_rules

LIFTS = frozenset(lift_policy.SERVES.values())
"""The lifts of Dwimmercraft's levitation (p. 82) the bot takes whenever offered (``_lift``)."""
PUSH_FROM = 7  # push a failed test whose total leaves a fair chance of reaching 14 (p. 9)
WORDS: tuple[cmd.ApproachName, ...] = ("ask", "flatter", "flatter")  # to a creature not yet won
HOMEWARD: tuple[tuple[str, cmd.WayName], ...] = (
    ("entrance", "out"),
    ("up", "up"),
    ("across", "across"),
)
DEEPER: tuple[tuple[str, cmd.WayName], ...] = (
    ("down", "down"),
    ("across", "across"),
    ("up", "up"),
    ("entrance", "out"),
)


class Tried(set[tuple[int, str]]):
    """Commands refused, as (watch, repr); it remembers which watches saw a refusal, so the
    bot need not spell a command out to know it was not refused."""

    def __init__(self) -> None:
        super().__init__()
        self.watches: set[int] = set()

    def add(self, item: tuple[int, str]) -> None:
        self.watches.add(item[0])
        super().add(item)

    def since(self, watch: int) -> bool:
        return watch in self.watches


class Autoplay:
    """The bot: ``next(game)`` is its next Command, or None when it has nothing left to do."""

    def __init__(self, daring: float = 0.0) -> None:
        if not 0.0 <= daring <= 1.0:
            raise ValueError(f"daring is a chance from 0 to 1, not {daring}")
        self.daring = daring
        self.dared: set[tuple[int, int, str, int]] = set()
        self.pulled_for: set[tuple[int, int, str, int]] = set()  # options a sleeve armed
        self._dice: np.random.Generator | None = None  # the bot's own, never the game's streams
        self.searched: set[tuple[int, int]] = set()
        self.avoid: set[tuple[int, int]] = set()
        self.braved: set[tuple[int, int]] = set()  # rooms come back to, to fight through
        self.barred: dict[tuple[int, int], int] = {}  # rooms the GM refused, and at which watch
        self.mended: set[str] = set()  # the hurt it has camped for (``autobold.to_mend``)
        self.tried: Tried = Tried()
        self.homeward = False
        self.hop: dict[int, int] = {}
        self._low_of: tuple[Guild, tuple[str, ...], bool] | None = None
        self.outset: autohome.Outset | None = None  # how this expedition set out
        self.why_home: str | None = None  # what sent it home, once something has
        self._lit_guild: Guild | None = None  # the last guild found with a light burning
        self._kept_routes: dict[tuple[Any, ...], tuple[dict[int, int], dict[int, int]]] = {}
        self.parleys: dict[tuple[Any, ...], int] = {}
        self.greeted: set[tuple[int, str]] = set()  # (depth, id) of a hook's people spoken to
        self.spoken: dict[tuple[Any, ...], int] = {}
        self.bid: set[tuple[Any, ...]] = set()  # the meetings it has bid lore on (p. 32)
        self.asked: set[tuple[int, int]] = set()  # rooms asked of before going in (pp. 56-57)
        self.foreseen: set[tuple[object, ...]] = set()  # deeds foretold in a parley (p. 56)
        self.taking: set[tuple[int, int]] = set()  # rooms whose treasure it asked of (p. 56)
        self.roads: set[tuple[int, int, str]] = set()  # ways asked of before taken (p. 56)
        self.sent: set[tuple[int, int]] = set()  # rooms a sneaker was sent ahead to (p. 74)
        self.lifted: set[tuple[int, int]] = set()  # rooms a sneaker reached into (p. 74)
        self.sensed: set[tuple[int, int]] = set()  # levels meditated on (Area Sense, p. 57)
        self.offered: dict[tuple[Any, ...], set[str]] = {}
        self.ways: dict[tuple[int, int, str], int] = {}
        self.worn: set[tuple[int, int, str]] = set()
        self.skirmish = Skirmisher()
        self.camper = Camper()

    def refused(self, game: Game, command: cmd.Command) -> None:
        """Remember a command the GM refused ("No"), so the bot does not send it again."""
        self.tried.add((game.watches, repr(command)))
        if isinstance(command, cmd.Go | cmd.Take):
            barred = (game.depth, game.plan.by_key.get(getattr(command, "to", ""), -1))
            self.avoid.add(barred)
            self.barred[barred] = game.watches

    def next(self, game: Game) -> cmd.Command | None:
        if game.asked is not None:  # a Wound waits for its player's choice (p. 124)
            taker = game.guild.adventurer(game.asked.who)
            if crossed_off.asks(game.asked.ways):  # the Yellow King's doubt (p. 269)
                lines = tuple(w.removeprefix(crossed_off.WAY) for w in game.asked.ways)
                way = crossed_off.WAY + doubt_policy.line_for(taker, lines)
                return cmd.TakeWound(who=taker.id, way=way)
            if elections.asks(game.asked.ways):  # Aegis or Berserkergang at the moment
                uses = talent_policy.uses(taker, elections.talent_of(game.asked.ways))
                yes, no = game.asked.ways
                return cmd.TakeWound(who=taker.id, way=yes if uses else no)
            return cmd.TakeWound(who=taker.id, way=gm_wounds.answer(taker, game.asked.ways))
        if game.phase == "city":  # a City test (Research, p. 159) is pushed or let stand first
            return self._waiting(game) if game.pending is not None else self._city(game)
        if game.phase == "over":
            return None
        if game.pending is not None:
            return self._waiting(game)
        if game.phase == "challenge":
            return self._challenge(game)
        if game.phase == "parley":
            return self._parley(game)
        if game.choice is not None:
            return self._answer(game)
        if game.phase == "camp":
            now = {r for w, r in self.tried if w == game.watches}
            return self.camper.next(game, now)
        if game.sneaking:  # sent ahead: looks, lifts (``autosneak``); else slinks back (p. 74)
            ahead = autosneak.scouts(game, self.sent)
            if ahead is not None and (game.watches, repr(ahead)) not in self.tried:
                return ahead
            lift = autosneak.lifts(game, self.sent, self.lifted)
            if lift is not None:
                return lift
            return cmd.Arrive(who=game.sneaking[0])
        ended = _end_a_spell(game)
        if ended is not None and (game.watches, repr(ended)) not in self.tried:
            return ended
        return self._crawl(game)

    def _waiting(self, game: Game) -> cmd.Command:
        """A failed test waits: push it or let it stand (``_push``); a push the GM refused
        at this watch is not sent again — the test stands (never loop on a refusal)."""
        push = self._push(game)
        if (game.watches, repr(push)) in self.tried:
            return cmd.AcceptFate()
        return push

    @staticmethod
    def _push(game: Game) -> cmd.Command:
        """A failed test: push with an inspiration card that turns it (p. 79), else push with
        a draw when the total leaves a fair chance (p. 9), else let it stand."""
        assert game.pending is not None
        test = game.pending.test
        held = game.guild.adventurer(test.who).inspiration
        if held is not None and test.total + held.value >= constants.BOOK.success_at:
            return cmd.PushFate(inspired=True)
        sure = outright.talent_for(game, game.pending)
        if sure is not None and game.guild.adventurer(test.who).resolve >= 2:
            return cmd.PushFate(outright=sure)  # Iron Beards, Underfoot: one Resolve kept (p. 61)
        return cmd.PushFate() if test.total >= PUSH_FROM else cmd.AcceptFate()

    # --- the City ----------------------------------------------------------------------------

    def _city(self, game: Game) -> cmd.Command | None:
        """In the City the guild pools its gold for upkeep (policy ``upkeep.pool``, pp. 154,
        172), one payment at a time in the plan's order; then it buys stolen gear back off a
        stall (``stall.worth_buying``, p. 152), shops and mends at the Market (``autoshop``);
        a jarl takes back what the goblins carry (``autocity.take_back``, p. 65); then each
        takes a City Action (``autocity``, pp. 156–159); then the job board goes up and it
        signs what it can likely do (step 7); then None, and the one who runs the bot
        (``worm demo``) delves again."""
        if game.city is None:
            return None
        roster = autoroster.next_change(game, {r for w, r in self.tried if w == game.watches})
        if roster is not None:  # retire the broken, recruit to three (pp. 38-39)
            return roster
        questing = self._quest(game)
        if questing is not None:  # complete the quest, or take one up (p. 33)
            return questing
        unpaid = [
            a
            for a in game.guild.in_marching_order()
            if not a.conditions.dead and game.city.tier_of(a.id) is None
        ]
        prices = city_events.tiers(game.pack, game.city)  # as this phase's event sets them
        plan = upkeep.pool([a.gold for a in unpaid], prices)
        commands = [
            cmd.Upkeep(who=unpaid[i].id, tier=t.id, payer=None if p is None else unpaid[p].id)
            for i, t, p in plan
        ]
        for command in commands:
            if (game.watches, repr(command)) not in self.tried:
                return command
        tried = {r for w, r in self.tried if w == game.watches}
        back = stall.worth_buying(game)  # stolen gear off the stall (A Theft, p. 152)
        if back is not None and repr(back) not in tried:
            return back
        acting = (
            autoshop.next_purchase(game, tried)
            or autocity.take_back(game, tried)
            or autocity.next_action(game, tried)
        )
        if acting is not None:
            return acting
        if game.city.step < city.PLAN_STEP:
            planning = cmd.Plan()  # the rest take no City Action: on to the board (p. 148)
            if (game.watches, repr(planning)) not in self.tried:
                return planning
        return self._sign(game)

    def _quest(self, game: Game) -> cmd.Command | None:
        """Complete the guild's quest when the GM judges it done, else take up the next one
        while the guild pursues none (policy ``worm.gm.quests``, p. 33)."""
        assert game.city is not None
        guild, command = game.guild, None
        if guild.quest is not None:
            if quests.fulfilled(
                guild.quest,
                game.city.feats,
                since=guild.quest_since,
                expeditions=game.expeditions,
            ):
                command = cmd.Quest(done=True)
        else:
            living = [a for a in guild.in_marching_order() if not a.conditions.dead]
            chosen = quests.next_quest(living, guild.quests_done)
            command = None if chosen is None else cmd.Quest(who=chosen.id)
        if command is None or (game.watches, repr(command)) in self.tried:
            return None
        return command

    def _sign(self, game: Game) -> cmd.Command | None:
        """Sign the contracts on the board the guild can most likely do (policy
        ``worm.gm.contracts.likeliest``, p. 160), up to ``contracts.SIGNS`` held at once."""
        if game.city is None or len(game.jobs) >= contracts.SIGNS:
            return None
        deepest = max(game.states, default=0)
        board = game.city.board
        for job in (*portents.urgent(board), *contracts.likeliest(board, deepest)):
            if len(game.jobs) >= contracts.SIGNS:
                break
            command = cmd.TakeContract(contract=job.id)
            if (game.watches, repr(command)) not in self.tried:
                return command
        return None

    # --- answering ----------------------------------------------------------------------------

    def _answer(self, game: Game) -> cmd.Choose:
        """The safest answer to the choice waiting; a feat of strength (``worm.gm.feats``) a
        troll can do by Colossal with a Resolve kept back is done so, no test (p. 61)."""
        assert game.choice is not None
        number = self._safest(game)
        option = game.choice.options[number - 1]
        troll = _feat_troll(game, option)
        if troll is not None and self._ruling(game, option).answer == "draw":
            feat = cmd.Choose(option=number, who=troll, colossal=True)
            if (game.watches, repr(feat)) not in self.tried:  # refused already: test it
                return feat
        return cmd.Choose(option=number)

    def _safest(self, game: Game) -> int:
        """The first open choice with no test, else a troll's feat of strength (p. 61), else
        taking a sprung trap's chances, else the first with a test, else the last."""
        assert game.choice is not None
        ranked: list[tuple[float, int]] = []
        for number, option in enumerate(game.choice.options, start=1):
            ruling = self._ruling(game, option)
            moves = any(o.effect in ("move", "death") for o in option.outcomes())
            hurts = any(o.effect in ("wound", "death") for o in option.costs)
            score: float = {"yes": 0, "draw": 2, "say_more": 4, "no": 9}[ruling.answer]
            if ruling.answer == "draw" and _feat_troll(game, option) is not None:
                score = 1  # a troll's feat of strength: no test (p. 61, policy)
            elif option is traps.FACE_IT:
                score = 1.5  # the trap's own test: after a feat, before a test of ours
            if not dues.affordable(game, option.costs):  # a toll it cannot pay is refused
                score = 9
            if (game.watches, repr(cmd.Choose(option=number))) in self.tried:
                score += 20  # refused already this watch: anything else first
            ranked.append((score + 3 * moves + 3 * hurts, number))
        return min(ranked)[1]

    def _parley(self, game: Game) -> cmd.Command:
        """Talk first (p. 87): please what the creature is known to like or want, ask about it,
        sweet-talk it round, and take passage once it is willing; back away from anger that no
        gift reaches, and from a parley that goes nowhere."""
        meeting = game.meeting
        assert meeting is not None
        key = (game.depth, meeting.room, meeting.name, game.watches if meeting.room < 0 else 0)
        tries = self.parleys.get(key, 0)
        self.parleys[key] = tries + 1
        side = game.pack.dispositions.valence(meeting.emotion)
        words = (
            meeting.talks
            and meeting.bargains
            and any(
                telepathy.talks_with(game, meeting, a) for a in game.guild.adventurers if a.active
            )
        )
        if tries < 6:
            if words and (side == "positive" or meeting.emotion == "fear"):
                return cmd.Approach(approach="request", ask="passage")
            if side != "negative" and key not in self.bid and _may_bid(game, meeting):
                self.bid.add(key)  # once: its likes and hates tell it what to give
                known = meet.known(game, meeting)  # a Con Artist's pick (p. 74)
                return cmd.Approach(approach="lore", taste=con_artist.pick(meeting.traits, known))
            gift = self._gift(game, key)
            if gift is not None:
                return gift
            spoken = self.spoken.setdefault(key, 0)
            if side != "negative" and words and spoken < len(WORDS):
                deed = cmd.Approach(approach=WORDS[spoken])
                foretell = autolore.foresee(game, deed, self.foreseen)
                if foretell is not None:
                    return foretell  # will the words win them over? (p. 56)
                self.spoken[key] = spoken + 1
                if not autolore.forebodes(game, deed):
                    return deed
        if people.is_person(meeting.creature) and meeting.talks:
            return cmd.Withdraw()  # one of a hook's people it went up to: it leaves them be
        where = _met_in(game, meeting)
        self.avoid.add((game.depth, where))
        if self.homeward or game.came_from is None:
            return self._fall_on(game)  # on the way out there is no going round them
        if (game.depth, game.came_from) in self.avoid and autobold.braves(meeting):
            # backing away would walk into the band it backed away from there: seed 19's
            # guild, between two, withdrew from one into the other for 200 watches
            return self._fall_on(game)
        if (game.depth, where) in self.braved and autobold.braves(meeting):
            return self._fall_on(game)  # they stand before the rest of the level (``autobold``)
        return cmd.Withdraw()

    def _fall_on(self, game: Game) -> cmd.Command:
        """The talk is over and the guild will fight: one who knows Sneak first slips off, then
        falls on them from hiding, so the fight opens with a blow that needs no card (p. 74);
        1 Resolve, spent only with another kept for a test, and only once the talent costs
        no XP (as the Ambusher's warning, ``worm.gm.talents``)."""
        off = next(iter(game.sneaking), None)
        if off is not None:
            arrive = cmd.Arrive(who=off)
            if (game.watches, repr(arrive)) not in self.tried:
                return arrive
        else:
            for a in game.guild.in_marching_order():
                known = a.usable(sneak.TALENT)
                free = known is not None and known.state == "mastered"
                if free and sneak.could(game, a) and a.resolve > sneak.RESOLVE:
                    slip = cmd.Sneak(who=a.id)
                    if (game.watches, repr(slip)) not in self.tried:
                        return slip
        return cmd.Fight()

    def _gift(self, game: Game, key: tuple[Any, ...]) -> cmd.Command | None:
        """A known like, want or need the guild can meet, never twice the same way, never with
        what it knows they dislike, and without giving away its light or its last meal."""
        meeting = game.meeting
        assert meeting is not None
        learned = set(meet.known(game, meeting))
        shunned: set[str] = set()
        for index in learned:
            trait = meeting.traits[index]
            shunned |= trait.threats | (trait.tastes if trait.kind == "dislike" else set())
        done = self.offered.setdefault(key, set())
        counts: dict[str, int] = {}
        for index, trait in enumerate(meeting.traits):
            counts[trait.kind] = counts.get(trait.kind, 0) + 1
            if index not in learned or index in meeting.spent or trait.kind == "dislike":
                continue
            offers: list[cmd.Command] = []
            if trait.kind == "like":
                offers.append(cmd.Approach(approach="appeal", trait=counts["like"]))
            for taste_id in sorted(trait.tastes):
                offer = self._offering(game, game.pack.tastes[taste_id])
                if offer is not None:
                    offers.append(offer)
            for offer in offers:
                if repr(offer) in done or self._touches(game, offer, shunned):
                    continue
                done.add(repr(offer))
                return offer
        return None

    @staticmethod
    def _touches(game: Game, offer: cmd.Command, shunned: set[str]) -> bool:
        """Whether an offer carries a taste the bot knows they dislike or fear for."""
        if not isinstance(offer, cmd.Approach) or offer.approach != "offer":
            return False
        tastes = parley.carried(
            game.pack,
            "offer",
            items=(offer.item,) if offer.item else (),
            gold=offer.gold,
            treasure=offer.treasure is not None,
            service=offer.service,
        )
        return bool(tastes & shunned)

    def _offering(self, game: Game, taste: Any) -> cmd.Command | None:
        if taste.service:
            return cmd.Approach(approach="offer", service=taste.id)
        if taste.gold and sum(a.gold for a in game.guild.adventurers) >= 5:
            return cmd.Approach(approach="offer", gold=5)
        if taste.treasure and game.loot:
            return cmd.Approach(approach="offer", treasure=game.loot[0])
        for a in game.guild.adventurers:
            for carried in a.inventory.things():
                item = game.pack.items[carried.item]
                if item.light or carried.lit or "food" in item.tags and kit.count(a, item.id) < 2:
                    continue
                if item.id in taste.items or set(item.tags) & set(taste.items):
                    return cmd.Approach(approach="offer", item=item.id, who=a.id)
        shown = illusions.for_the_bot(bool(taste.gold), bool(taste.treasure))
        if shown is not None and petty_magic.performer(game) is not None:  # p. 82
            return cmd.Approach(approach="offer", illusion=shown)
        return None

    def _challenge(self, game: Game) -> cmd.Command:
        meeting = game.meeting
        if meeting is not None:
            self.avoid.add((game.depth, _met_in(game, meeting)))
        if game.challenge is None:
            return cmd.Pass()
        command = self.skirmish.next(game)
        if self.tried.since(game.watches) and (game.watches, repr(command)) in self.tried:
            # refused once: let the moment go
            return self.skirmish.fallback(game)
        return command

    # --- the Crawl ---------------------------------------------------------------------------

    def _crawl(self, game: Game) -> cmd.Command | None:
        lit = self._light(game)
        if lit is not None:
            return lit
        # a spent lore bid back from fate honey (p. 317); oil of cockatrice poured over a
        # guild-mate turned to stone (p. 233)
        used = _honey(game) or _unstone(game)
        if used is not None:
            return used
        reaped = self._harvest(game) or _chirurgery(game)
        if reaped is not None:
            return reaped
        self.avoid.discard((game.depth, game.room))  # standing here, nothing met: it is clear
        if self.camper.wants(game):
            shut = spikes.to_shut(game)  # spike the doors against the night first (p. 167)
            return cmd.SpikeDoor(to=shut[0]) if shut else self._make_camp(game)
        if self._low(game) and not self.homeward:
            mend = self._mend(game)
            if mend is not None:
                return mend
            self.homeward = True
        if self.homeward:
            return self._home(game)
        here = (game.depth, game.room)
        if here not in self.searched:
            self.searched.add(here)
            return cmd.Search(how=_search_how(game))
        greet = self._greet(game) or _second_sight(game) or _translate(game)
        if greet is not None:
            return greet
        loot = self._loot(game)
        if loot is not None:
            return loot
        wanted = self._contract_below(game)
        if wanted is not None:
            return wanted
        dare = self._lift(game) or self._dare(game)
        if dare is not None:
            return dare
        door = self._door(game)
        if door is not None:
            return door
        onward = self._onward(game)
        if onward is not None:
            return onward
        return self._deeper(game)

    def _onward(self, game: Game) -> cmd.Command | None:
        """The first step to the nearest room not yet visited, asked of first when someone can
        (``autolore.question``). A room it shuns for what it was told (``autolore.shuns``) is
        kept clear of and the next nearest taken, until the bot comes back to brave it."""
        while (target := self._nearest(game)) is not None:
            here = (game.depth, target)
            if here in self.braved or not autolore.shuns(game, target):
                asked = autolore.question(game, target, self.asked)
                sent = None if asked else autosneak.sends(game, target, self.sent)
                return asked or sent or cmd.Go(to=game.plan.key(target))
            self.avoid.add(here)
        return None

    def _greet(self, game: Game) -> cmd.Command | None:
        """Talk once with each of a hook's people in the room (p. 99): they may let slip what
        they like, grant passage or news, or turn on the guild."""
        for present in meet.people_here(game):
            if (game.depth, present.id) not in self.greeted:
                self.greeted.add((game.depth, present.id))
                return cmd.Talk(to=present.person.name)
        return None

    def _make_camp(self, game: Game) -> cmd.Command:
        """Make camp, a ration first brought out of a sleeve (``_ration``)."""
        return self._ration(game) or cmd.Camp()

    def _ration(self, game: Game) -> cmd.Command | None:
        """A ration out of a sleeve when camp is to be made and the guild is short of one for
        each mouth (``autosleeve.ration``, p. 140), unless the GM refused it this watch."""
        pulled = autosleeve.ration(game)
        if pulled is None or (game.watches, repr(pulled)) in self.tried:
            return None
        return pulled

    def _mend(self, game: Game) -> cmd.Command | None:
        """Camp here to mend a fresh Injury with a Bond rather than turn home (``autobold``):
        the doors spiked first, as for any camp."""
        assert self.outset is not None  # weighed by ``_low``
        mend = autobold.to_mend(game, self.why_home, set(self.outset.hurt), self.mended)
        if not mend:
            return None
        shut = spikes.to_shut(game)
        if shut:
            return cmd.SpikeDoor(to=shut[0])
        pulled = self._ration(game)
        if pulled is not None:
            return pulled
        self.mended |= set(mend)
        return cmd.Camp()

    def _harvest(self, game: Game) -> cmd.Command | None:
        """An alchemist with an empty bottle by a fresh kill harvests it (p. 231), once a
        watch at most."""
        if not harvest.fresh_here(game):
            return None
        found = alchemy.harvester(game.guild)
        if found is None or not alchemy.empty_bottles(found):
            return None
        command = cmd.Harvest(who=found.id)
        if (game.watches, repr(command)) in self.tried:
            return None
        self.tried.add((game.watches, repr(command)))
        return command

    def _lift(self, game: Game) -> cmd.Command | None:  # policy worm.gm.levitation
        """Policy (p. 82): a seer in a guild that dares at all lifts a prize a feature here
        holds out of reach, once a room, whenever the lift is offered, with no roll of the
        dice: it risks no test, and a use in training is worth its XP. A careful guild
        (``daring`` 0) leaves the features alone, lifts included."""
        if self.daring <= 0:
            return None
        for name, options in explore.choices_here(game):
            for number, option in enumerate(options, start=1):
                key = (game.depth, game.room, name, number)
                if option.verb in LIFTS and key not in self.dared:
                    self.dared.add(key)
                    return cmd.Act(target=name, option=number)
        return None

    def _dare(self, game: Game) -> cmd.Command | None:
        """With the chance ``daring``, act on an option a feature here offers that the GM
        would not refuse outright (p. 5); each option is weighed once."""
        if self.daring <= 0:
            return None
        if self._dice is None:
            self._dice = np.random.default_rng([game.seed, 0xDA4E])
        for name, options in explore.choices_here(game):
            for number, option in enumerate(options, start=1):
                key = (game.depth, game.room, name, number)
                if key in self.dared:
                    continue
                self.dared.add(key)
                if self._ruling(game, option).answer == "no":
                    pulled = None if key in self.pulled_for else self._tool(game, option)
                    if pulled is not None and self._dice.random() < self.daring:
                        self.dared.discard(key)  # dared: weighed again with the tool out
                        self.pulled_for.add(key)
                        return pulled
                    continue
                leaps, who = autoacrobat.jumper(game, option)  # a drop: an acrobat's (p. 74)
                if leaps and (key in self.pulled_for or self._dice.random() < self.daring):
                    troll = _feat_troll(game, option)
                    if troll is not None:  # a feat of strength: no test (p. 61, policy)
                        return cmd.Act(target=name, option=number, who=troll, colossal=True)
                    return cmd.Act(target=name, option=number, who=who)
        return None

    def _tool(self, game: Game, option: Interaction) -> cmd.Command | None:
        """The tool ``option`` lacks, brought out of a sleeve (``autosleeve.tool_for``),
        unless the GM refused that at this watch."""
        pulled = autosleeve.tool_for(game, option, kit.carried_by(game.guild))
        if pulled is None or (game.watches, repr(pulled)) in self.tried:
            return None
        return pulled

    def _light(self, game: Game) -> cmd.Command | None:
        guild = game.guild
        if guild is self._lit_guild:
            return None  # burning well, as it was a step ago: a guild is frozen
        if any(kit.lit(a) for a in guild.adventurers):
            for a in guild.adventurers:
                for c in kit.lit(a):
                    if c.item == "lantern" and (c.flickers or 0) <= 1 and kit.find(a, "oil"):
                        return cmd.UseItem(who=a.id, item="oil")
            self._lit_guild = guild
            return None
        for item in kit.LIGHT_ORDER:
            for a in game.guild.in_marching_order():
                if not a.active:
                    continue
                if any((c.flickers or 0) > 0 for c in kit.find(a, item)):
                    key = (game.watches, a.id + item)
                    if key in self.tried:
                        continue
                    self.tried.add(key)
                    return cmd.UseItem(who=a.id, item=item)
        return autosleeve.light(game)

    def _low(self, game: Game) -> bool:
        """Whether the guild should turn for home (``autohome.earned``). Remembered for the
        guild and loot it was asked of (both are frozen, and the bot asks on every step)."""
        guild, loot = game.guild, game.loot
        if self._low_of is not None and self._low_of[0] is guild and self._low_of[1] is loot:
            return self._low_of[2]
        low = self._weigh_low(game)
        self._low_of = (guild, loot, low)
        return low

    def _weigh_low(self, game: Game) -> bool:
        """Weighed against how this expedition set out (``autohome.earned``), so that what the
        City left (Stressed, a wound carried up, a dead guild-mate) does not turn it back."""
        if self.outset is None or self.outset.expedition != game.expeditions:
            self.outset = autohome.Outset.of(game)
        self.why_home = autohome.earned(game, self.outset)
        return self.why_home is not None

    def _loot(self, game: Game) -> cmd.Command | None:
        room = game.room
        if not explore.takeable(game, room):
            return None
        guard = traps.guarding(game, room)
        if guard is not None and (room, guard.id) in game.state.spotted:
            for number, _ in enumerate(guard.bypasses, start=1):
                if (room, f"bypass{number}") not in self.tried:
                    self.tried.add((room, f"bypass{number}"))
                    bypass = guard.bypasses[number - 1]
                    if self._ruling(game, bypass).answer != "no":
                        return cmd.Act(target=guard.name, option=number)
                    pulled = self._tool(game, bypass)  # a rope, spikes: up a sleeve (p. 74)
                    if pulled is not None:
                        self.tried.discard((room, f"bypass{number}"))
                        return pulled
            return None
        foreseen = autolore.before_taking(game, self.taking)  # a trap on it? (pp. 56-57)
        if foreseen is not None:
            return foreseen
        return None if autolore.leaves_it(game) else cmd.TakeTreasure()

    def _ruling(self, game: Game, option: Interaction) -> gate.Ruling:
        """The GM's answer to an option, as far as a player can tell it beforehand (p. 5)."""
        return gate.answer(
            option,
            carried=kit.carried_by(game.guild),
            flags=game.state.flags,
            used=0,
            talents=set(),
            helpers=len(game.guild.adventurers),
            names={},
        )

    def _door(self, game: Game) -> cmd.Command | None:
        plan, state = game.plan, game.state
        for other, edge in plan.neighbours(game.room, state):
            e = plan.level.map.edges[edge]
            if not e.locked or edge in state.unlocked or other in state.visited:
                continue
            key = plan.key(other)
            name = f"{plan.key(e.a)}-{plan.key(e.b)}"
            for verb, kind in (
                ("open", cmd.OpenDoor),
                ("pick", cmd.PickLock),
                ("force", cmd.ForceDoor),
                ("colossal", cmd.Colossal),
            ):
                if (edge, verb) in self.tried:
                    continue
                self.tried.add((edge, verb))
                if verb == "colossal":  # the door held: a troll smashes it (p. 61, policy)
                    troll = next(
                        (
                            a
                            for a in game.guild.in_marching_order()
                            if colossal.able(a) and talent_policy.smashes(a)
                        ),
                        None,
                    )
                    if troll is None:
                        continue
                    return cmd.Colossal(to=key, who=troll.id)
                if verb == "open" and name not in game.keys:
                    continue
                if verb == "pick" and not any(
                    kit.find(a, "lockpicks") for a in game.guild.adventurers
                ):
                    pulled = autosleeve.bring(game, "lockpicks")
                    if pulled is None or (game.watches, repr(pulled)) in self.tried:
                        continue
                    self.tried.discard((edge, verb))  # picked once they are out
                    return pulled
                return kind(to=key)
        return None

    def _routes(self, game: Game) -> dict[int, int]:
        """Rooms reachable by known, open ways, with their distance in rooms; the first room
        on the way to each is kept in ``self.hop``.

        Remembered by what they depend on — the level, the room, the secret ways found and
        locks opened, and the rooms kept clear of — as the bot asks again and again from the
        same room (each way it weighs, step after step on the way home)."""
        plan, state = game.plan, game.state
        key = (game.depth, game.room, state.found, state.unlocked, frozenset(self.avoid))
        kept = self._kept_routes.get(key)
        if kept is None:
            kept = self._kept_routes[key] = self._search(game.depth, game.room, plan, state)
        self.hop = kept[1]
        return kept[0]

    def _search(
        self, depth: int, start: int, plan: Plan, state: LevelState
    ) -> tuple[dict[int, int], dict[int, int]]:
        """Breadth first from ``start``: each room's distance in rooms, and its first hop."""
        seen, queue = {start: 0}, deque([start])
        hop = {start: start}
        edges, links = plan.level.map.edges, plan.links
        found, unlocked = state.found, state.unlocked
        kept = frozenset(r for d, r in self.avoid if d == depth and r != start)
        while queue:
            room = queue.popleft()
            for other, edge in links[room]:  # ``plan.neighbours`` and its test, inlined
                e = edges[edge]
                if (
                    other in seen
                    or (e.secret and edge not in found)
                    or (e.locked and edge not in unlocked)
                ):
                    continue
                if (depth, other) in self.avoid and other != start:
                    continue
                if kept and not self._crosses_clear(plan, state, room, other, kept):
                    continue
                seen[other] = seen[room] + 1
                hop[other] = other if room == start else hop[room]
                queue.append(other)
        return seen, hop

    def _crosses_clear(
        self, plan: Plan, state: LevelState, room: int, other: int, kept: frozenset[int]
    ) -> bool:
        """Whether the walk ``go`` takes from ``room`` to its neighbour ``other`` (the fewest
        tiles, not always by the way between them) keeps out of the rooms in ``kept``: seed 5's
        walk from 202 to 201 went by 206 and 203, where a band was left, and the bot went back
        and forth for ever."""
        cost = plan.cost(state)
        route = plan.path(plan.stand(room, cost), plan.stand(other, cost), cost)
        return not any(int(plan.room_at[y, x]) in kept for x, y in route)

    def _contract_below(self, game: Game) -> cmd.Command | None:
        """Go for a signed contract (p. 160): a captive's or a parcel's room on this level that
        it knows the way to, one room at a time; while one asks for a deeper level than this,
        head down by the nearest way, else across to the next level of this one's row (a level
        may have no way down but that one, p. 333)."""
        rooms = [
            j.room
            for j in game.jobs
            if j.goal in ("rescue", "delivery") and not j.done and j.level == game.depth
        ]
        if rooms:
            routes = self._routes(game)
            known = sorted((routes[r], r) for r in rooms if r in routes and r != game.room)
            if known:
                return cmd.Go(to=game.plan.key(self.hop[known[0][1]]))
        if not any(j.level > game.depth and j.goal != "lord" for j in game.jobs):
            return None
        down = self._way(game, "down", "down")
        return down if down is not None else self._way(game, "across", "across", onward=True)

    def _nearest(self, game: Game) -> int | None:
        routes = self._routes(game)
        fresh = [(d, r) for r, d in routes.items() if r not in game.state.visited]
        # One room at a time, so the walk never cuts through a room the bot keeps clear of.
        return self.hop[min(fresh)[1]] if fresh else None

    def _unfinished(self, game: Game) -> cmd.Command | None:
        """The nearest room this bot has not searched, or whose locked door to an unvisited
        room it has not tried: worth a walk before a guild leaves a level it thinks spent."""
        routes = self._routes(game)
        plan, state = game.plan, game.state
        for _, room in sorted((d, r) for r, d in routes.items() if r != game.room):
            locked = any(
                plan.level.map.edges[edge].locked
                and edge not in state.unlocked
                and other not in state.visited
                and (edge, "force") not in self.tried
                for other, edge in plan.neighbours(room, state)
            )
            if (game.depth, room) not in self.searched or locked:
                return cmd.Go(to=plan.key(self.hop[room]))
        return None

    def _deeper(self, game: Game) -> cmd.Command | None:
        sensed = autolore.meditates(game, self.sensed)  # a hidden way, seen through stone
        if sensed is not None:
            return sensed
        ways: tuple[tuple[str, cmd.WayName], ...] = (
            ("down", "down"),
            ("across", "across"),
            ("up", "up"),
        )
        for wanted, way in ways:
            cmd_ = self._way(game, wanted, way)
            if cmd_ is not None:
                return cmd_
        unfinished = self._unfinished(game)
        if unfinished is not None:
            return unfinished
        brave = self._brave(game)
        if brave is not None:
            return brave
        cmd_ = self._way(game, "entrance", "out")
        if cmd_ is not None:
            return cmd_
        self.homeward = True
        return self._home(game)

    def _brave(self, game: Game) -> cmd.Command | None:
        """Back towards creatures the guild kept clear of, once (``autobold``), when rooms it
        has not seen lie beyond them: the first step on the way to the nearest."""
        kept = {(d, r) for d, r in self.avoid if d == game.depth and r >= 0} - self.braved
        if not kept:
            return None
        self.avoid -= kept
        target = self._nearest(game)
        if target is None:
            self.avoid |= kept
            return None
        self.braved |= kept
        return cmd.Go(to=game.plan.key(target))

    def _seek_home(self, game: Game) -> cmd.Command | None:
        """No way home is known on this level: look for one as when exploring (a search,
        a locked door, the nearest room not yet seen) rather than stand and wait."""
        here = (game.depth, game.room)
        if here not in self.searched:
            self.searched.add(here)
            return cmd.Search(how=_search_how(game))
        door = self._door(game)
        if door is not None:
            return door
        target = self._nearest(game)
        return None if target is None else cmd.Go(to=game.plan.key(target))

    def _way(
        self, game: Game, end: str, word: cmd.WayName, *, onward: bool = False
    ) -> cmd.Command | None:
        """The first way ``end`` the bot knows a route to: taken here, else the first step
        towards it. ``onward``: only a way to a level numbered deeper than this one."""
        routes = self._routes(game)
        for index, w in enumerate(game.level.ways):
            if w.end != end or (w.secret and index not in game.state.found_ways):
                continue
            if onward and _leads_to(game, w.connection) <= game.depth:
                continue
            if (game.depth, w.room, word) in self.worn and not self.homeward:
                continue  # taken twice already: a shaft between two spent levels
            if autolore.dreads_road(game, index) and self._another_way(game, index, word, onward):
                continue  # a fight foretold where it comes out: another way of the kind
            if w.room == game.room:
                foretold = autolore.before_road(game, word, self.roads)  # a fight? (pp. 56-57)
                if foretold is not None:
                    return foretold
                key = (game.depth, w.room, word)
                self.ways[key] = self.ways.get(key, 0) + 1
                if self.ways[key] >= 2:
                    self.worn.add(key)
                return cmd.Take(way=word)
            if w.room in routes:
                return cmd.Go(to=game.plan.key(self.hop[w.room]))
        return None

    def _another_way(self, game: Game, index: int, word: cmd.WayName, onward: bool) -> bool:
        """Whether the bot would take another way of the kind of the way ``index`` (``word``,
        ``onward`` as ``_way`` has them), ending in another room and not foretold to bring a
        fight itself (a way foretold to bring one is passed by only for such another)."""
        routes = self._routes(game)
        here, end = game.level.ways[index].room, game.level.ways[index].end
        return any(
            w.end == end
            and i != index
            and not (onward and _leads_to(game, w.connection) <= game.depth)
            and ((game.depth, w.room, word) not in self.worn or self.homeward)
            and w.room != here
            and (w.room in routes or w.room == game.room)
            and not (w.secret and i not in game.state.found_ways)
            and not autolore.dreads_road(game, i)
            for i, w in enumerate(game.level.ways)
        )

    def _home(self, game: Game) -> cmd.Command | None:
        """Head for the surface: the way out on this level, else the way up, else across to a
        level of the same row (which may have its own way out)."""
        for end, word in HOMEWARD:
            found = self._way(game, end, word)
            if found is not None:
                return found
        # Kept clear of no more, but for a way refused this very watch (never loop on a "No").
        self.avoid = {r for r in self.avoid if self.barred.get(r) == game.watches}
        for end, word in HOMEWARD:
            found = self._way(game, end, word)
            if found is not None:
                return found
        sought = self._seek_home(game)
        if sought is not None:
            return sought
        return cmd.Camp() if not self._low(game) else None


def delve(game: Game) -> cmd.Delve:
    """The entrance the bot's guild names leaving the City (p. 178): the known surface
    entrance deepest but not past the level of a contract it holds (``entrance_for``), else
    the main one."""
    return cmd.Delve(level=entrance_for(game))


def entrance_for(game: Game) -> int | None:
    """Policy (p. 178): go in as near a held contract's level as a known surface entrance
    allows; None (the main entrance) when none comes nearer."""
    known = [lv.number for lv in game.world.levels if lv.slot.surface_entrance in ("main", "known")]
    main = next((lv.number for lv in game.world.levels if lv.slot.surface_entrance == "main"), 1)
    wanted = [j.level for j in game.jobs if j.goal != "lord"]
    best = max((n for n in known for w in wanted if n <= w), default=main)
    return None if best == main else best


def run(
    game: Game,
    watches: int,
    *,
    steps: int = 100_000,
    daring: float = 0.0,
    after: Callable[[Game], None] | None = None,
) -> int:
    """Let the bot play until ``watches`` have passed, it leaves, or the guild is lost; returns
    the number of commands sent. Refused commands ("No") are part of play and skipped.
    ``after`` is called after each command (the demo writes its events as it goes)."""
    bot, sent = Autoplay(daring), 0
    while game.watches < watches and sent < steps:
        command = bot.next(game)
        if command is None:
            break
        sent += 1
        try:
            game.execute(command)
        except IllegalCommand:
            bot.refused(game, command)
        if after is not None:
            after(game)
    return sent


def _chirurgery(game: Game) -> cmd.Command | None:
    """A chirurgeon in the Crawl Heals a guild-mate at Death's Door or Injured with a poultice
    (p. 78; whom: policy ``worm.engine.chirurgeon.patient_for``)."""
    everyone = [a.id for a in game.guild.in_marching_order()]
    for a in game.guild.in_marching_order():
        if a.active:
            patient = chirurgeon.patient_for(game, a, everyone)
            if patient is not None:
                return cmd.Tend(who=a.id, patient=patient)
    return None


def _translate(game: Game) -> cmd.Command | None:
    """Policy (Loremaster, p. 79): an old script cut by a trap the guild has not found is worth
    a watch — a Loremaster translates it, and it tells the trap; one by a trap already known is
    left unread. The writing on a room feature is read too, once, before the bot goes on: it
    tells what comes of one of the feature's own interactions."""
    spotted = game.state.spotted
    trap = any((game.room, t.id) not in spotted for t in runes.unread(game))
    written = runes.written(game)
    if not trap and not written:
        return None
    for a in game.guild.in_marching_order():
        if a.active and training.usable(a, runes.TALENT):
            return cmd.Translate(who=a.id, what=None if trap else written[0].name)
    return None


def _second_sight(game: Game) -> cmd.Command | None:
    """Before a spotted trap that an illusion or invisibility hides (policy
    ``worm.gm.second_sight``), one who knows Dwimmercraft focuses second sight (p. 82), keeping
    a Resolve for a test; nobody does while someone's sight already holds."""
    hidden = [
        t
        for t in traps.live(game, game.room)
        if (game.room, t.id) in game.state.spotted and t.id in second_sight.UNVEILED
    ]
    if not hidden or any(dwimmercraft.sees(game, a.id) for a in game.guild.adventurers):
        return None
    for a in game.guild.in_marching_order():
        knows = a.active and a.usable(dwimmer_rules.TALENT) is not None
        if knows and training.usable(a, dwimmer_rules.TALENT) and a.resolve > 1:
            return cmd.SecondSight(who=a.id)
    return None


def _end_a_spell(game: Game) -> cmd.Command | None:
    """A known enchanted trap here: one with Counter-spell ends its spell for 1 Resolve,
    keeping another for a test (p. 82), and the guild is past it. (An illusion is left to
    second sight, ``_second_sight``, which sees the true way through it.)"""
    known = [t for t in negate.known_spells(game) if t.id in second_sight.ENCHANTED]
    if game.choice is not None or not known:
        return None
    for a in game.guild.in_marching_order():
        if a.active and training.usable(a, negate.TALENT) and a.resolve > 1:
            return cmd.Negate(who=a.id, whom=known[0].id)
    return None


def _may_bid(game: Game, meeting: Meeting) -> bool:
    """Whether the guild bids lore on ``meeting`` (p. 32): it knows none of its wants or needs
    yet (what a gift can meet) and someone has a bid left and grounds to bid (a motif or a
    talent, ``parleys.lore_grounds``; a Loremaster's Resolve is kept for tests, p. 79)."""
    known = meet.known(game, meeting)
    if any(meeting.traits[i].kind in ("want", "need") for i in known):
        return False
    return any(
        a.active and a.lore_bids and parleys.lore_grounds(game, meeting, a) is not None
        for a in game.guild.adventurers
    )


def _honey(game: Game) -> cmd.Command | None:
    """One with no lore bid left eats a jar of fate honey they carry (Appendix D, p. 317)."""
    for a in game.guild.in_marching_order():
        if a.active and a.lore_bids == 0 and kit.count(a, "fate_honey"):
            return cmd.UseItem(who=a.id, item="fate_honey")
    return None


def _unstone(game: Game) -> cmd.Command | None:
    """One able to act pours the oil of cockatrice they carry over a guild-mate turned to
    stone (p. 233; ``petrification.pour`` picks the statue)."""
    if petrification.statue(game) is None:
        return None
    for a in game.guild.in_marching_order():
        if a.active and kit.count(a, petrification.OIL):
            return cmd.UseItem(who=a.id, item=petrification.OIL)
    return None


def _met_in(game: Game, meeting: Meeting) -> int:
    """The room where the guild meets ``meeting``: its own room for creatures that live there,
    else (a wandering band, or one met again where it was left, ``room`` -1) the room the
    guild stands in. Keeping clear of -1 kept clear of nothing: seed 6's guild backed away from
    the same band left in a doorway, and walked back into it, for 200 watches."""
    return meeting.room if meeting.room >= 0 else game.room


def _leads_to(game: Game, connection: int | None) -> int:
    """The level a way by ``connection`` reaches from this one (0: the surface)."""
    if connection is None:
        return 0
    c = game.world.layout.connections[connection]
    return c.b if c.a == game.depth else c.a


def _search_how(game: Game) -> str:
    """How the bot searches a room (p. 88): the walls and drafts, first the wall a clue of a
    secret door points at when the room gives one (``worm.gen.clues``)."""
    walls = [
        c["wall"]
        for c in game.level.stock[game.room].clues
        if c["about"] in ("secret", "hidden_way")
    ]
    how = "tap the walls and feel for drafts"
    return f"{how}, the {walls[0]} wall first" if walls else how


def _feat_troll(game: Game, option: Interaction) -> str | None:
    """Who does ``option`` by Colossal (p. 61), or None: a feat of strength
    (``worm.gm.feats``) and a troll able to pay with a Resolve kept back
    (``worm.gm.talents.smashes``). Policy: the troll does it at once, no test tried first —
    a feat's failure here is no mere locked door (the idol's fall pours fire on the floor)."""
    if not feat_policy.of_strength(option):
        return None
    found = (
        a for a in game.guild.in_marching_order() if colossal.able(a) and talent_policy.smashes(a)
    )
    return next((a.id for a in found), None)
