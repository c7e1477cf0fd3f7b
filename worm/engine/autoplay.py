"""An autoplay guild for ``worm demo`` and the benchmarks: a careful, sensible delver.

It reads the game only as a player could (the map, what it has seen and been told) and sends
the same Commands a player would. Its habits, in order:

- answer what the GM waits on: push a test worth pushing, pick the safest open choice;
- meeting creatures, talk when they will listen, back away from anger and from anything that
  attacks on sight (broadcast dangers are for avoiding), fight only when cornered and healthy;
- keep a light burning: light a fresh source when the last goes out, fill a lantern with oil;
- search each new room by tapping the walls (free, p. 88), take treasure no known trap guards;
- open, pick or force locked doors that lead somewhere new;
- go to the nearest room not yet visited, then deeper;
- head for the way out when food or light runs low or the guild is badly hurt, and leave.
"""

from __future__ import annotations

from collections import deque
from typing import TYPE_CHECKING

from worm.content.interaction import Interaction
from worm.engine import commands as cmd
from worm.engine import kit, traps
from worm.errors import IllegalCommand
from worm.gm import gate
from worm.rules import disposition

if TYPE_CHECKING:
    from worm.engine.session import Game

PUSH_FROM = 7  # push a failed test whose total leaves a fair chance of reaching 14 (p. 9)
LOW_LIGHT = 6  # flickers left in all the guild's lights before it turns for home
LOW_FOOD = 1  # rations per adventurer before it turns for home


class Autoplay:
    """The bot: ``next(game)`` is its next Command, or None when it has nothing left to do."""

    def __init__(self) -> None:
        self.searched: set[tuple[int, int]] = set()
        self.avoid: set[tuple[int, int]] = set()
        self.tried: set[tuple[int, str]] = set()
        self.homeward = False
        self.hop: dict[int, int] = {}

    def next(self, game: Game) -> cmd.Command | None:
        if game.phase in ("over", "city"):
            return None
        if game.pending is not None:
            return cmd.PushFate() if game.pending.test.total >= PUSH_FROM else cmd.AcceptFate()
        if game.choice is not None:
            return cmd.Choose(option=self._safest(game))
        if game.phase == "parley":
            return self._parley(game)
        if game.phase == "challenge":
            return self._challenge(game)
        return self._crawl(game)

    # --- answering ----------------------------------------------------------------------------

    def _safest(self, game: Game) -> int:
        """The first open choice with no test, else the first with one, else the last."""
        assert game.choice is not None
        ranked = []
        for number, option in enumerate(game.choice.options, start=1):
            ruling = self._ruling(game, option)
            moves = any(o.effect in ("move", "death") for o in option.outcomes())
            hurts = any(o.effect in ("wound", "death") for o in option.costs)
            score = {"yes": 0, "draw": 2, "say_more": 4, "no": 9}[ruling.answer]
            ranked.append((score + 3 * moves + 3 * hurts, number))
        return min(ranked)[1]

    def _parley(self, game: Game) -> cmd.Command:
        meeting = game.meeting
        assert meeting is not None
        monster = game.pack.monsters[meeting.creature]
        willing = meeting.emotion == "fear" or disposition.valence(meeting.emotion) == "positive"
        if willing or (monster.talks and disposition.valence(meeting.emotion) != "negative"):
            return cmd.Talk()
        self.avoid.add((game.depth, meeting.room))
        if self.homeward or game.came_from is None:
            return cmd.Fight()  # on the way out there is no going round them
        return cmd.Withdraw()

    def _challenge(self, game: Game) -> cmd.Command:
        meeting = game.meeting
        if meeting is not None:
            self.avoid.add((game.depth, meeting.room))
        hurt = sum(1 for a in game.guild.adventurers if a.conditions.injured or not a.active)
        if game.came_from is not None and hurt:
            return cmd.Withdraw()
        return cmd.Fight()

    # --- the Crawl ---------------------------------------------------------------------------

    def _crawl(self, game: Game) -> cmd.Command | None:
        lit = self._light(game)
        if lit is not None:
            return lit
        if self._low(game):
            self.homeward = True
        if self.homeward:
            return self._home(game)
        here = (game.depth, game.room)
        if here not in self.searched:
            self.searched.add(here)
            return cmd.Search(how="tap the walls and feel for drafts")
        loot = self._loot(game)
        if loot is not None:
            return loot
        door = self._door(game)
        if door is not None:
            return door
        target = self._nearest(game)
        if target is not None:
            return cmd.Go(to=game.plan.key(target))
        return self._deeper(game)

    def _light(self, game: Game) -> cmd.Command | None:
        if any(kit.lit(a) for a in game.guild.adventurers):
            for a in game.guild.adventurers:
                for c in kit.lit(a):
                    if c.item == "lantern" and (c.flickers or 0) <= 1 and kit.find(a, "oil"):
                        return cmd.UseItem(who=a.id, item="oil")
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
        return None

    def _low(self, game: Game) -> bool:
        members = [a for a in game.guild.adventurers if a.active]
        if len(members) < len(game.guild.adventurers) or not members:
            return True
        food = sum(kit.count(a, "ration") for a in members)
        flickers = sum((c.flickers or 0) for a in members for c in kit.lights(a, game.pack))
        hurt = sum(1 for a in members if a.conditions.injured)
        return food < LOW_FOOD * len(members) or flickers < LOW_LIGHT or hurt > 0

    def _loot(self, game: Game) -> cmd.Command | None:
        room, stock = game.room, game.level.stock[game.room]
        if room in game.state.looted or not (stock.treasure or stock.key_to):
            return None
        guard = traps.guarding(game, room)
        if guard is not None and (room, guard.id) in game.state.spotted:
            for number, _ in enumerate(guard.bypasses, start=1):
                if (room, f"bypass{number}") not in self.tried:
                    self.tried.add((room, f"bypass{number}"))
                    if self._ruling(game, guard.bypasses[number - 1]).answer != "no":
                        return cmd.Act(target=guard.name, option=number)
            return None
        return cmd.TakeTreasure()

    def _ruling(self, game: Game, option: Interaction) -> gate.Ruling:
        """The GM's answer to an option, as far as a player can tell it beforehand (p. 5)."""
        return gate.answer(option, carried=kit.carried_by(game.guild), flags=game.state.flags,
                           used=0, talents=set(), helpers=len(game.guild.adventurers), names={})

    def _door(self, game: Game) -> cmd.Command | None:
        plan, state = game.plan, game.state
        for other, edge in plan.neighbours(game.room, state):
            e = plan.level.map.edges[edge]
            if not e.locked or edge in state.unlocked or other in state.visited:
                continue
            key = plan.key(other)
            name = f"{plan.key(e.a)}-{plan.key(e.b)}"
            for verb, kind in (("open", cmd.OpenDoor), ("pick", cmd.PickLock),
                               ("force", cmd.ForceDoor)):
                if (edge, verb) in self.tried:
                    continue
                self.tried.add((edge, verb))
                if verb == "open" and name not in game.keys:
                    continue
                if verb == "pick" and not any(kit.find(a, "lockpicks")
                                              for a in game.guild.adventurers):
                    continue
                return kind(to=key)
        return None

    def _routes(self, game: Game) -> dict[int, int]:
        """Rooms reachable by known, open ways, with their distance in rooms; the first room
        on the way to each is kept in ``self.hop``."""
        plan, state = game.plan, game.state
        seen, queue = {game.room: 0}, deque([game.room])
        self.hop = {game.room: game.room}
        while queue:
            room = queue.popleft()
            for other, edge in plan.neighbours(room, state):
                e = plan.level.map.edges[edge]
                if other in seen or (e.locked and edge not in state.unlocked):
                    continue
                if (game.depth, other) in self.avoid and other != game.room:
                    continue
                seen[other] = seen[room] + 1
                self.hop[other] = other if room == game.room else self.hop[room]
                queue.append(other)
        return seen

    def _nearest(self, game: Game) -> int | None:
        routes = self._routes(game)
        fresh = [(d, r) for r, d in routes.items() if r not in game.state.visited]
        # One room at a time, so the walk never cuts through a room the bot keeps clear of.
        return self.hop[min(fresh)[1]] if fresh else None

    def _deeper(self, game: Game) -> cmd.Command | None:
        for wanted, way in (("down", "down"), ("up", "up"), ("entrance", "out")):
            cmd_ = self._way(game, wanted, way)
            if cmd_ is not None:
                return cmd_
        self.homeward = True
        return self._home(game)

    def _way(self, game: Game, end: str, word: str) -> cmd.Command | None:
        routes = self._routes(game)
        for index, w in enumerate(game.level.ways):
            if w.end != end or (w.secret and index not in game.state.found_ways):
                continue
            if w.room == game.room:
                return cmd.Take(way=word)  # type: ignore[arg-type]
            if w.room in routes:
                return cmd.Go(to=game.plan.key(self.hop[w.room]))
        return None

    def _home(self, game: Game) -> cmd.Command | None:
        """Head for the surface: the way out on this level, else the way up."""
        for end, word in (("entrance", "out"), ("up", "up")):
            found = self._way(game, end, word)
            if found is not None:
                return found
        self.avoid.clear()
        for end, word in (("entrance", "out"), ("up", "up")):
            found = self._way(game, end, word)
            if found is not None:
                return found
        return cmd.Camp() if not self._low(game) else None


def run(game: Game, watches: int, *, steps: int = 100_000) -> int:
    """Let the bot play until ``watches`` have passed, it leaves, or the guild is lost; returns
    the number of commands sent. Refused commands ("No") are part of play and skipped."""
    bot, sent = Autoplay(), 0
    while game.watches < watches and sent < steps:
        command = bot.next(game)
        if command is None:
            break
        sent += 1
        try:
            game.execute(command)
        except IllegalCommand:
            bot.tried.add((game.watches, repr(command)))
            if isinstance(command, cmd.Go | cmd.Take):
                bot.avoid.add((game.depth, game.plan.by_key.get(getattr(command, "to", ""), -1)))
    return sent



