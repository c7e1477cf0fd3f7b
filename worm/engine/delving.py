"""The Game's side of the Crawl: where the guild is, what it has done below, whose turn it is
to choose, and the services the Crawl's modules ask of the game (pp. 86–98).

``Game`` inherits this; the Crawl's modules (``crawl``, ``explore``, ``traps``, ``meet``,
``outcomes``) work on the game through these methods, so none of them imports another sideways.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from worm import tarot
from worm.content.interaction import Interaction, Outcome
from worm.engine import crawl, dying, explore, kit
from worm.engine import events as ev
from worm.engine.world import Plan
from worm.errors import IllegalCommand
from worm.gen import underworld
from worm.gen.underworld import Level, Underworld
from worm.gm import describe
from worm.model.crawl import CRAWL_FIELDS, Choice, Crawl, Followup, PhaseName
from worm.model.level import LevelState
from worm.model.meeting import Meeting
from worm.model.state import Seen
from worm.rules import conditions, light, pack_space

if TYPE_CHECKING:
    from worm.engine.session import Game


class Delving:
    """Mixin: the Crawl's state and services on ``Game``."""

    phase: PhaseName
    depth: int
    room: int
    pos: tuple[int, int]
    came_from: int | None
    watches: int
    careful: bool
    rumors: int
    keys: frozenset[str]
    loot: tuple[str, ...]
    statuses: frozenset[tuple[str, str]]
    choice: Choice | None
    scene_entry: tuple[str, tuple[Interaction, ...]] | None
    light_failed: bool
    lit_count: int
    expeditions: int
    lore: frozenset[tuple[str, str, str]]
    allies: tuple[str, ...]
    dying: tuple[tuple[str, int], ...]
    fallen: tuple[str, ...]
    replaced: tuple[str, ...]
    challenge: Any
    fights: int
    waiting: tuple[Followup, ...]
    meeting: Meeting | None
    states: dict[int, LevelState]
    seen: dict[int, Seen]
    _world: Underworld | None
    _plans: dict[int, Plan]

    def _init_below(self) -> None:
        self.set_crawl(Crawl())
        self.meeting = None
        self.challenge = None
        self.states = {}
        self.seen = {}
        self._world = None
        self._plans = {}

    def crawl_state(self) -> Crawl:
        """The Crawl's fields as one value (``worm.model.crawl.Crawl``)."""
        return Crawl(*(getattr(self, name) for name in CRAWL_FIELDS))

    def set_crawl(self, crawl: Crawl) -> None:
        for name in CRAWL_FIELDS:
            setattr(self, name, getattr(crawl, name))

    # --- the Underworld --------------------------------------------------------------------

    @property
    def world(self: Game) -> Underworld:  # type: ignore[misc]
        """The Underworld of this game's seed, generated on first need (p. 179)."""
        if self._world is None:
            self._world = underworld.generate(self.seed, pack=self.pack)
        return self._world

    @property
    def level(self: Game) -> Level:  # type: ignore[misc]
        return self.world.levels[self.depth - 1]

    @property
    def plan(self: Game) -> Plan:  # type: ignore[misc]
        if self.depth not in self._plans:
            self._plans[self.depth] = Plan.of(self.level)
        return self._plans[self.depth]

    @property
    def state(self: Game) -> LevelState:  # type: ignore[misc]
        return self.states.get(self.depth) or LevelState()

    def mark_seen(self: Game, at: tuple[int, int], *, look: bool = False) -> None:
        """What the guild has seen of the level: the tiles it walked by, and from each room
        it enters as far as its light reaches (tcod field of view)."""
        seen = self.seen.get(self.depth) or Seen.blank(self.level.tiles.shape)
        seen = seen.marked_window(*at)
        if look:
            seen = seen.marked(self.plan.sight(at, self.sight_radius()))
        self.seen = {**self.seen, self.depth: seen}

    def sight_radius(self: Game) -> int:
        sources = [
            self.pack.items[c.item].light for a in self.guild.adventurers for c in kit.lit(a)
        ]
        return light.radius([s for s in sources if s is not None], self.ambient())

    def ambient(self: Game) -> light.Light:
        return light.ambient(self.level.seed.lighting, max(self.room, 0))

    def lights(self: Game) -> dict[str, light.Light]:
        """Each adventurer's light here (p. 94); remembered until the guild or the place
        changes (a fight asks for it on every blow)."""
        place = (self.phase == "city", self.depth, self.room)
        memo = self.__dict__.get("_lights")
        if memo is not None and memo[0] is self.guild and memo[1] == place:
            return memo[2]  # type: ignore[no-any-return]
        held = {}
        for a in self.guild.in_marching_order():
            sources = [self.pack.items[c.item].light for c in kit.lit(a)]
            held[a.id] = [s for s in sources if s is not None]
        found = light.levels(held, self.ambient() if self.phase != "city" else "bright")
        self.__dict__["_lights"] = (self.guild, place, found)
        return found

    def light_of(self: Game, who: str) -> light.Light:
        return self.lights()[who]

    def view(self: Game) -> describe.View:
        best = max(self.lights().values(), key=lambda level: light.RANK[level])
        return describe.View(self.level, self.state, self.pack, best, self.keys)

    # --- phases and choices ----------------------------------------------------------------

    def set_phase(self: Game, phase: PhaseName, cause: str) -> None:
        if self.phase == "over" or self.phase == phase:
            return
        self.phase = phase
        self.log.emit(ev.Phase, phase=phase, cause=cause)

    def require_crawl(self: Game, *, allow_choice: bool = False) -> None:
        if self.phase != "crawl":
            where = {
                "city": "the guild is not in the Underworld: 'delve' first",
                "over": "the game is over",
                "parley": "creatures stand before the guild: 'talk', 'fight' or 'withdraw'",
                "challenge": "the guild is fighting ('status' shows the fight; 'retreat' runs)",
                "camp": "the guild is in camp",
            }[self.phase]
            raise IllegalCommand(where)
        if self.choice is not None and not allow_choice:
            raise IllegalCommand(f"first choose what to do about {self.choice.title} ('choose N')")

    def offer(
        self: Game,
        title: str,
        options: tuple[Interaction, ...],
        source: tuple[Any, ...] | None = None,
    ) -> None:
        self.choice = Choice(title, options, source)
        listed = "; ".join(f"{i}. {o.verb}" for i, o in enumerate(options, start=1))
        self.log.emit(ev.Narration, text=f"{title} — choose: {listed}")

    def offer_clear(self: Game) -> None:
        self.choice = None

    def check_guild(self: Game) -> None:
        """When no adventurer can act any more, the game is over (p. 126)."""
        if not any(a.active for a in self.guild.adventurers):
            self._gm("p. 126", "no one in the guild can act: the delve is over")
            self.set_phase("over", "the guild is lost")

    # --- cards -----------------------------------------------------------------------------

    def discard(self: Game, card: tarot.Card) -> tarot.Decks:
        return tarot.discard(self.decks, card)

    def draw_and_discard(self: Game, deck: tarot.DeckName, purpose: str) -> tarot.Card:
        """Draw a card only to read it, then discard it (pp. 100, 182 policies)."""
        card = self._draw(deck, purpose)
        self.decks = self.discard(card)
        return card

    def read_discard(self: Game, purpose: str) -> tarot.Card:
        """The top of the minor discard read as an oracle (pp. 100, 341); when the pile is empty
        or shows the Fool, which reads as nothing, a fresh card is drawn and discarded."""
        card = self.decks.minor.top_discard
        while card is None or card.is_fool:
            card = self.draw_and_discard("minor", purpose)
        return card

    def census(self: Game) -> None:
        self._census()

    def settle(self: Game) -> None:
        self._settle()

    # --- services the Crawl's modules call across --------------------------------------------

    def crawl_outcome(self: Game, o: Outcome, actor: str | None, *, noisy: bool = False) -> None:
        crawl.outcome(self, o, actor, noisy=noisy)

    def reveal(self: Game, what: str) -> None:
        explore.reveal(self, what)

    def find_secrets(self: Game, how: str) -> bool:
        """The secret doors and ways of the room the guild stands in come to light (p. 88)."""
        return explore.find_secrets(self, self.room, how)

    def extra(self: Game, trigger: Any) -> None:
        crawl.extra(self, trigger)

    def watch_after(self: Game, cause: str) -> None:
        """A watch passes where the guild stands (a long task, a Challenge: p. 90)."""
        reading, entry = crawl.watch(self, cause)
        crawl.play_entry(self, reading, entry)

    def go_back(self: Game) -> None:
        """Back into the room the guild came from: a watch, as any room entered (p. 90)."""
        assert self.came_from is not None
        back = self.came_from
        self.pos = self.plan.level.map.rooms[back].centre
        crawl.enter(self, back)

    def light_source(self: Game, who: str, carried: Any) -> None:
        crawl.light_source(self, who, carried)

    def followup(self: Game, **fields: Any) -> Followup:
        return Followup(**fields)

    def after_light(self: Game) -> None:
        """After any change to the guild's lights: note a light lost, and when none is left at
        all, "We're doomed!" (p. 95)."""
        count = sum(len(kit.lit(a)) for a in self.guild.adventurers)
        if count < self.lit_count:
            self.light_failed = True
        self.lit_count = count
        if count or self.phase not in ("crawl", "parley", "challenge"):
            return
        inventories = [a.inventory for a in self.guild.adventurers if a.active]
        if not light.out_of_light(inventories, self.pack.items):
            return
        self.doomed()

    def doomed(self: Game) -> None:
        """We're doomed! (p. 95): each adventurer draws a minor card for their fate."""
        self._gm("p. 95", "the guild has no light left at all: We're doomed!")
        for a in self.guild.in_marching_order():
            if a.conditions.dead:
                continue
            card = self.draw_and_discard("minor", "doomed")
            while light.doomed(card) is None:
                self._gm("p. 95", "the Fool names no fate: draw again")
                card = self.draw_and_discard("minor", "doomed")
            self._doom(self.guild.adventurer(a.id), light.doomed(card) or "unscathed", card)
        self.settle()
        self.check_guild()
        self.set_phase("city", "what is left of the guild stumbles out of the dark")

    def _doom(self: Game, a: Any, doom: str, card: tarot.Card) -> None:
        self._gm("p. 95", f"{card.name} for {a.name}: {doom}")
        if doom == "eaten":
            dead = a.model_copy(
                update={
                    "conditions": a.conditions.model_copy(
                        update={"dead": True, "deaths_door": False}
                    )
                }
            )
            self._replace(dead)
            self.log.emit(ev.Condition, who=a.name, change="dead", cause="eaten by a grue")
            dying.died(self, a.id, whole=False)  # nothing is left of the body (p. 126)
        elif doom in ("captured", "ransom", "lost", "retire"):
            self.statuses = self.statuses | {(a.id, doom)}
            self.log.emit(ev.Condition, who=a.name, change=doom, cause="lost in the dark")
        elif doom == "naked":
            empty = a.inventory.model_copy(
                update={"hands": (None,) * 2, "belt": (None,) * 4, "pack": (None,) * 21}
            )
            self._replace(a.model_copy(update={"inventory": empty}))
            self.log.emit(
                ev.Condition, who=a.name, change="lost all equipment", cause="lost in the dark"
            )
        elif doom == "shaken":
            things = [c for c in a.inventory.things() if c not in a.inventory.worn]
            coins = [bool(self.streams.get("gm").integers(2)) for _ in things]
            inventory = a.inventory
            for uid in light.shaken(things, coins):
                inventory = pack_space.remove(inventory, uid)
            self._replace(a.model_copy(update={"inventory": inventory}))
            if not a.conditions.stressed:
                self._replace(conditions.stress(self.guild.adventurer(a.id)))
            self.log.emit(
                ev.Condition,
                who=a.name,
                change="shaken, half the kit gone",
                cause="lost in the dark",
            )
