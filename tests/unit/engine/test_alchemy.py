"""Alchemy through the engine (p. 78; Appendix B, pp. 229–239): the kills a won fight leaves,
harvesting reagents into hermetic bottles in the Crawl, and Brew Alchemy in camp."""

from __future__ import annotations

from dataclasses import replace

import pytest

from worm.engine import commands as cmd
from worm.engine import ending, harvest
from worm.engine import events as ev
from worm.engine.autocamp import Camper
from worm.engine.autoplay import Autoplay
from worm.engine.session import Game
from worm.errors import IllegalCommand
from worm.gm import alchemy as policy
from worm.gm import foes
from worm.model.adventurer import Talent
from worm.model.challenge import evolve
from worm.model.state import GameState
from worm.rules import alchemy, pack_space
from worm.rules import camp as rules_camp

from .fight_kit import fight
from .test_camp import camp_game
from .test_crawl import give, of, snapshot, stack


def alchemist(game: Game, who: str = "a1", *, bottles: int = 1, kit: bool = False) -> None:
    """``who`` knows Alchemy and carries exactly ``bottles`` empty hermetic bottles."""
    a = game.guild.adventurer(who)
    talents = tuple(t for t in a.talents if t.id != "alchemy")
    a = a.model_copy(update={"talents": (*talents, Talent(id="alchemy", state="mastered"))})
    for carried in alchemy.empty_bottles(a):
        a = a.model_copy(update={"inventory": pack_space.remove(a.inventory, carried.uid)})
    if kit:  # room for the kit's two slots: the pack emptied of all but the bottles
        kept = tuple(None if c is None or c.item != alchemy.BOTTLE else c for c in a.inventory.pack)
        a = a.model_copy(update={"inventory": a.inventory.model_copy(update={"pack": kept})})
    game.guild = game.guild.with_adventurer(a)
    if kit:
        give(game, who, "alchemy_kit")
    if bottles:
        give(game, who, "hermetic_bottle", bottles)


def won(creature: str, count: int = 2) -> Game:
    """A fight against ``count`` × ``creature`` won, every foe down, and its watch passed."""
    game = fight(creature=creature, count=count)
    ch = game.challenge
    assert ch is not None
    down = tuple(evolve(f, out="down") if f.side == "foes" else f for f in ch.fighters)
    game.challenge = replace(ch, fighters=down)
    ending.finish(game, "victory", "the foes are beaten")
    stack(game, major=[1])  # the fight's watch: torches gutter, and nothing comes
    game.follow_up()
    assert game.phase == "crawl"
    return game


def reagents(game: Game, who: str = "a1") -> list[str | None]:
    return [c.of for c in alchemy.reagents(game.guild.adventurer(who))]


# --- the kill and the harvest (p. 231) ---------------------------------------------------------


def test_a_won_fight_leaves_its_kills_where_it_was_fought() -> None:
    """p. 231: the bodies lie where they fell, dated by the watch of the fight."""
    game = won("dire_wolves", 2)
    corpses = game.state.corpses
    assert [(c.room, c.creature, c.reagents) for c in corpses] == [
        (game.room, "dire_wolves", 1)
    ] * 2
    assert all(alchemy.fresh(c, game.watches) for c in corpses)


def test_harvesting_seals_one_reagent_a_creature_into_empty_bottles_and_takes_a_watch() -> None:
    """p. 231: a watch spent; each creature gives one reagent, each into an empty bottle."""
    game = won("dire_wolves", 2)
    alchemist(game, bottles=3)
    watches = game.watches
    events = game.execute(cmd.Harvest(who="a1"))
    assert reagents(game) == ["dire_wolves", "dire_wolves"]
    assert len(alchemy.empty_bottles(game.guild.adventurer("a1"))) == 1
    assert [w.cause for w in of(events, ev.Watch)] == ["long_task"]
    assert game.watches == watches + 1
    gained = [e.item for e in of(events, ev.Item) if e.change == "gained"]
    assert gained == ["Reagent of Dire Wolves"] * 2
    assert [c.reagents for c in game.state.corpses] == [0, 0]


def test_the_bottles_are_the_limit() -> None:
    """p. 230: as many reagents as empty hermetic bottles; the rest stay in the body."""
    game = won("dire_wolves", 2)
    alchemist(game, bottles=1)
    game.execute(cmd.Harvest(who="a1"))
    assert reagents(game) == ["dire_wolves"]
    assert sorted(c.reagents for c in game.state.corpses) == [0, 1]


def refused(game: Game, command: cmd.Command, why: str) -> None:
    """The command is refused for ``why`` and leaves nothing but its refusal (p. 5)."""
    before = snapshot(game)
    mark = len(game.log.events)
    with pytest.raises(IllegalCommand, match=why):
        game.execute(command)
    assert [e.type for e in game.log.events[mark:]] == ["refused"]
    assert snapshot(game) == before


def test_a_corpse_a_watch_old_has_spoiled() -> None:
    """p. 231: a body that has sat a watch or more gives nothing."""
    game = won("dire_wolves")
    alchemist(game)
    game.watches += 1  # another watch gone by where the wolves lie
    refused(game, cmd.Harvest(who="a1"), "spoiled")


def test_no_reagent_from_people() -> None:
    """p. 231: sentient humanoids (orcs here) never give reagents."""
    game = won("orc_raiders")
    alchemist(game)
    refused(game, cmd.Harvest(who="a1"), "people, not monsters")


@pytest.mark.parametrize("creature", ["living_armor", "banshees", "elven_ghosts"])
def test_no_reagent_from_the_gutless(creature: str) -> None:
    """p. 231: no guts, no reagents (animate statues, wraiths, and their kind)."""
    game = Game.new(3)
    assert policy.yield_of(game.pack, creature).reagents == 0
    assert "no guts" in policy.yield_of(game.pack, creature).why


def test_a_huge_creature_gives_several_reagents() -> None:
    """p. 231: elephant-sized monsters may give several (policy: three)."""
    game = won("land_whales", 1)
    alchemist(game, bottles=4)
    game.execute(cmd.Harvest(who="a1"))
    assert reagents(game) == ["land_whales"] * policy.HUGE_YIELD


def test_harvesting_needs_an_empty_bottle() -> None:
    """p. 230: a reagent must be sealed at once, so no empty bottle, no harvest."""
    game = won("dire_wolves")
    alchemist(game, bottles=0)
    refused(game, cmd.Harvest(who="a1"), "no empty hermetic bottle")


def test_harvesting_needs_the_alchemy_talent() -> None:
    """p. 231: only an alchemist knows which viscera to take."""
    game = won("dire_wolves")
    a = game.guild.adventurer("a2")
    plain = tuple(t for t in a.talents if t.id != "alchemy")
    game.guild = game.guild.with_adventurer(a.model_copy(update={"talents": plain}))
    refused(game, cmd.Harvest(who="a2"), "no Alchemy")


def test_harvesting_needs_a_kill_here() -> None:
    game = camp_game()
    alchemist(game)
    refused(game, cmd.Harvest(who="a1"), "no creature the guild has slain")


def test_corpses_and_reagents_survive_the_save() -> None:
    """A save holds the bodies and the bottled reagents, each with its creature."""
    game = won("dire_wolves")
    alchemist(game)
    game.execute(cmd.Harvest(who="a1"))
    state = game.snapshot()
    again = GameState.model_validate_json(state.model_dump_json())
    assert again.levels == state.levels
    assert again.guild == state.guild


# --- Brew Alchemy (pp. 78, 231) ----------------------------------------------------------------


def bottled(game: Game, who: str, *creatures: str) -> None:
    """Fill ``who``'s empty bottles with a reagent of each creature, in order."""
    a = game.guild.adventurer(who)
    for bottle, creature in zip(alchemy.empty_bottles(a), creatures, strict=False):
        sealed = bottle.model_copy(update={"item": "reagent", "of": creature})
        a = a.model_copy(update={"inventory": pack_space.replace(a.inventory, sealed)})
    game.guild = game.guild.with_adventurer(a)


def brewer(*creatures: str, kit: bool = True) -> Game:
    """A guild in camp whose a1 knows Alchemy and carries a reagent of each creature."""
    game = camp_game()
    alchemist(game, bottles=len(creatures), kit=kit)
    bottled(game, "a1", *creatures)
    game.execute(cmd.Camp())
    return game


def carried(game: Game, who: str = "a1") -> list[tuple[str, str | None]]:
    """The alchemy carried (reagents and brews), by item and creature, in carrying order."""
    return [
        (c.item, c.of) for c in game.guild.adventurer(who).inventory.things() if c.of is not None
    ]


def brew(game: Game, *forms: str) -> list[ev.Event]:
    return game.execute(cmd.CampAct(who="a1", action="use_a_talent", what="alchemy", forms=forms))


def test_brewing_turns_each_reagent_into_the_form_chosen_for_it() -> None:
    """p. 231: any number at once, each its own form; the sampling's substance where it has
    one (imps give a bomb and an oil, face rats a bomb, pp. 235–236)."""
    game = brewer("forest_imps", "forest_imps", "face_rats")
    events = brew(game, "bomb", "oil", "bomb")
    assert carried(game) == [
        ("bomb_imp", "forest_imps"),
        ("oil_imp", "forest_imps"),
        ("bomb_face_rat", "face_rats"),
    ]
    assert [e.action for e in of(events, ev.CampAction)] == ["Use a Talent"]
    told = " ".join(e.text for e in of(events, ev.Narration))
    assert game.pack.items["bomb_imp"].summary in told  # the effect is learned on brewing


def test_a_creature_the_sampling_lacks_gives_the_plain_brews() -> None:
    """Policy p. 233: dire wolves have no sampled substance and no power a sampled one shares:
    a fire bomb, a murky potion, a slick oil."""
    game = brewer("dire_wolves", "dire_wolves", "dire_wolves")
    events = brew(game, "bomb", "potion", "oil")
    assert [i for i, _ in carried(game)] == ["bomb_fire", "potion_murky", "oil_slick"]
    assert all(g.rule == "p. 233" for g in of(events, ev.Gm))
    assert len(of(events, ev.Gm)) == 3


def test_a_reagent_may_be_kept_for_another_night() -> None:
    game = brewer("dire_wolves", "face_rats")
    brew(game, "keep", "bomb")
    assert carried(game) == [("reagent", "dire_wolves"), ("bomb_face_rat", "face_rats")]


def test_with_no_forms_named_the_gm_brews_a_potion_then_bombs() -> None:
    """Policy p. 231 (``forms_for``): a potion first when none is carried, then bombs."""
    game = brewer("dire_wolves", "dire_wolves")
    brew(game)
    assert [i for i, _ in carried(game)] == ["potion_murky", "bomb_fire"]


BREW_REFUSALS = [
    ((), False, "no alchemy kit"),
    (("bomb", "bomb", "bomb"), True, "3 forms named"),
    (("soup",), True, "not 'soup'"),
    (("keep",), True, "nothing to brew"),
]


@pytest.mark.parametrize(
    ("forms", "kit", "why"), BREW_REFUSALS, ids=[w for _, _, w in BREW_REFUSALS]
)
def test_a_refused_brew_leaves_only_its_refusal(
    forms: tuple[str, ...], kit: bool, why: str
) -> None:
    """p. 229: the kit is needed; the forms must fit the reagents carried (p. 231)."""
    game = brewer("dire_wolves", kit=kit)
    refused(game, cmd.CampAct(who="a1", action="use_a_talent", what="alchemy", forms=forms), why)
    assert carried(game) == [("reagent", "dire_wolves")]


def test_brewing_needs_a_reagent() -> None:
    game = brewer(kit=True)
    refused(game, cmd.CampAct(who="a1", action="use_a_talent", what="alchemy"), "no reagent")


def test_brew_alchemy_is_offered_among_the_camp_talents_only_when_it_can_be_played() -> None:
    """p. 139: Use a Talent offers Brew Alchemy with a kit and a reagent, and not without."""
    game = brewer("dire_wolves")
    assert "alchemy" in rules_camp.camp_talents(game.guild.adventurer("a1"))
    bare = brewer("dire_wolves", kit=False)
    assert "alchemy" not in rules_camp.camp_talents(bare.guild.adventurer("a1"))


# --- the autoplay guild ------------------------------------------------------------------------


def test_the_bot_harvests_a_fresh_kill_when_its_alchemist_has_a_bottle() -> None:
    """The autoplay guild stops by a fresh kill to fill an empty bottle (p. 231)."""
    game = won("dire_wolves", 1)
    for a in game.guild.adventurers:  # only a1 knows Alchemy
        plain = tuple(t for t in a.talents if t.id != "alchemy")
        game.guild = game.guild.with_adventurer(a.model_copy(update={"talents": plain}))
    game.choice = None
    alchemist(game, bottles=1)
    bot = Autoplay()
    command = bot.next(game)
    assert command == cmd.Harvest(who="a1")
    game.execute(command)
    assert reagents(game) == ["dire_wolves"]
    game.choice = None
    assert not isinstance(bot.next(game), cmd.Harvest)  # nothing fresh is left


def test_the_bot_leaves_a_kill_when_no_bottle_is_free() -> None:
    game = won("dire_wolves", 1)
    for a in game.guild.adventurers:
        plain = tuple(t for t in a.talents if t.id != "alchemy")
        game.guild = game.guild.with_adventurer(a.model_copy(update={"talents": plain}))
    game.choice = None
    alchemist(game, bottles=0)
    assert not isinstance(Autoplay().next(game), cmd.Harvest)


def test_the_camper_brews_its_reagents_a_potion_then_bombs() -> None:
    """The autoplay Camper's alchemist spends the Camp Action brewing (p. 231)."""
    game = brewer("dire_wolves", "face_rats")
    for a in game.guild.adventurers:  # nobody needs War Stories tonight
        game.guild = game.guild.with_adventurer(a.model_copy(update={"resolve": 4}))
    camper = Camper()
    command = camper.action(game, game.guild.adventurer("a1"))
    assert command == cmd.CampAct(who="a1", action="use_a_talent", what="alchemy")
    game.execute(command)
    assert carried(game) == [("potion_murky", "dire_wolves"), ("bomb_face_rat", "face_rats")]


SUBSTANCES = [
    ("forest_imps", "bomb", "bomb_imp"),  # the sampling, through the imp base (p. 236)
    ("forest_imps", "oil", "oil_imp"),
    ("crawling_brains", "bomb", "bomb_brain_spider"),  # p. 235
    ("mushroom_men", "potion", "potion_murky"),
    ("dire_wolves", "bomb", "bomb_fire"),  # no sampled bomb and no power one shares
    ("dire_wolves", "oil", "oil_slick"),
]


@pytest.mark.parametrize(("creature", "form", "item"), SUBSTANCES)
def test_the_gm_steals_the_creatures_powers_or_brews_the_plain_one(
    creature: str, form: str, item: str
) -> None:
    """Policy p. 233 (``worm.gm.alchemy.substance``): the sampling first, then a sampled
    substance sharing one of the creature's powers, then the plain brew of that form."""
    game = Game.new(3)
    found, why = policy.substance(game.pack, creature, form)
    assert found == item, why
    assert form in game.pack.items[found].tags


def test_a_creature_whose_doom_roots_gives_the_rooting_bomb() -> None:
    """Policy p. 233: a power the creature has (here a doom that Roots) picks the sampled
    substance with that effect, though the sampling names another creature."""
    game = Game.new(3)
    rooting = [
        m
        for m in game.pack.monsters
        if f"bomb_{game.pack.monsters[m].base}" not in game.pack.items
        and any("root" in d.effects for d in (*foes_of(game, m).greater, *foes_of(game, m).lesser))
    ]
    assert rooting, "no monster of the pack has a rooting doom: pick another power to test"
    found, why = policy.substance(game.pack, rooting[0], "bomb")
    assert "root" in (game.pack.items[found].use.effects if game.pack.items[found].use else ())
    assert "stolen" in why


def foes_of(game: Game, creature: str) -> foes.Statblock:
    return foes.statblock(game.pack, creature)


def test_a_won_fight_tells_an_alchemists_guild_what_it_could_harvest() -> None:
    """The fresh kill is state the player must track: the log says what lies there."""
    game = fight(creature="dire_wolves", count=2)
    alchemist(game)
    ch = game.challenge
    assert ch is not None
    game.challenge = replace(
        ch, fighters=tuple(evolve(f, out="down") if f.side == "foes" else f for f in ch.fighters)
    )
    mark = len(game.log.events)
    ending.finish(game, "victory", "the foes are beaten")
    told = [e.text for e in of(game.log.events[mark:], ev.Narration)]
    assert any("could cut 2 reagents" in t for t in told)


def test_spoiled_bodies_are_forgotten_when_new_ones_fall() -> None:
    """Only what could still be harvested is kept with the level."""
    game = won("dire_wolves", 1)
    game.watches += 1  # the wolves spoil
    game.choice = None
    ch = fight(creature="dire_wolves", count=1).challenge
    assert ch is not None
    down = tuple(evolve(f, out="down") if f.side == "foes" else f for f in ch.fighters)
    harvest.lay_out(game, replace(ch, fighters=down, room=game.room))
    assert [c.watch for c in game.state.corpses] == [game.watches]


def test_use_a_talent_shut_says_why_brew_alchemy_is_not_ready() -> None:
    """p. 139: with no camp talent ready, the reason names what Brew Alchemy lacks."""
    game = brewer(kit=True)
    a = game.guild.adventurer("a1")
    only = (Talent(id="alchemy", state="mastered"),)
    game.guild = game.guild.with_adventurer(a.model_copy(update={"talents": only}))
    refused(game, cmd.CampAct(who="a1", action="use_a_talent"), "carries no reagent to brew")
