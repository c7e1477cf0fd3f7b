"""The Camp Phase through the engine (chapter 8, pp. 136–145): the Camp Actions, the meal,
the night and its guard, recovery and the morning.

The games camp in seed 2's entrance room, on the Spires' first level (fallen wood feeds a
fire there, p. 135), with every Meatgrinder entry but I–V marked off (see test_crawl).
"""

from __future__ import annotations

import pytest

from worm.engine import commands as cmd
from worm.engine import events as ev
from worm.engine import kit
from worm.engine.autoplay import Autoplay
from worm.engine.session import Game
from worm.errors import IllegalCommand
from worm.model.adventurer import Adventurer, Affliction, Conditions, Talent
from worm.model.inventory import Carried
from worm.model.level import LevelState
from worm.rules import camp as rules
from worm.rules import pack_space
from worm.tarot import SUITS

from .test_crawl import WALK, below, give, of, route_seed, snapshot, stack
from .test_dying import game_below


def camp_game(seed: int = WALK) -> Game:
    """A guild below, with nobody Hale and Hearty unless a test makes them so (p. 60); on
    ``route_seed()`` for a test that walks 101–102–104 (test_crawl's calm walk)."""
    game = game_below(seed)
    for a in game.guild.adventurers:
        talents = tuple(t for t in a.talents if t.id != "hale_and_hearty")
        game.guild = game.guild.with_adventurer(a.model_copy(update={"talents": talents}))
    return game


def named(game: Game, a: Adventurer, carried: Carried) -> Adventurer:
    """``a`` with one carried thing changed (its notches, its count)."""
    return a.model_copy(update={"inventory": pack_space.replace(a.inventory, carried)})


def sheet(game: Game, who: str, **update: object) -> Adventurer:
    """Change ``who``'s sheet (conditions, bonds, resolve, …) and return it."""
    a = game.guild.adventurer(who).model_copy(update=update)
    game.guild = game.guild.with_adventurer(a)
    return a


def bonds(game: Game, who: str, *, charged: bool, kind: str | None = None) -> None:
    """Charge (or empty) every Bond ``who`` has, and make them of ``kind``."""
    a = game.guild.adventurer(who)
    update: dict[str, object] = {"charged": charged} | ({"kind": kind} if kind else {})
    sheet(game, who, bonds=tuple(b.model_copy(update=update) for b in a.bonds))


def quiet_supper(game: Game) -> None:
    """Every Bond of a kind supper's question cannot charge (p. 189 policy), so only what a
    test arranges charges anything."""
    for a in game.guild.adventurers:
        kinds = tuple(b.model_copy(update={"kind": "rival"}) for b in a.bonds)
        sheet(game, a.id, bonds=kinds)


def camp_to_recovery(game: Game, night: int = 4) -> list[ev.Event]:
    """Make camp, let everyone rest, eat and sleep through a quiet night (card ``night``)."""
    game.execute(cmd.Camp())
    stack(game, major=[night])
    return game.execute(cmd.CampOn())


def charged_with(game: Game, who: str) -> list[str]:
    return [b.target for b in game.guild.adventurer(who).bonds if b.charged]


def burned(events: list[ev.Event]) -> list[tuple[str, str | None]]:
    return [(b.who, b.for_) for b in of(events, ev.Bond) if b.change == "burn"]


def changes(events: list[ev.Event], who: str) -> list[str]:
    return [e.change for e in of(events, ev.Condition) if e.who == who]


# --- making camp and refusals (p. 136) --------------------------------------------------------


def fight_out(game: Game) -> None:
    """The autoplay guild plays the fight under way (and any test it leaves) to its end."""
    bot, sent = Autoplay(), 0
    while (game.phase == "challenge" or game.pending is not None) and sent < 500:
        command = bot.next(game)
        assert command is not None
        sent += 1
        try:
            game.execute(command)
        except IllegalCommand:
            bot.refused(game, command)


def test_making_camp_starts_at_the_camp_actions() -> None:
    """p. 136: a Camp begins with step 1, the Camp Actions."""
    game = camp_game()
    events = game.execute(cmd.Camp())
    assert game.phase == "camp"
    assert [(s.step, s.name) for s in of(events, ev.CampStep)] == [(1, "camp_actions")]


CAMP_REFUSALS = [
    (cmd.Burn(who="a1"), "recovery"),
    (cmd.CampAct(who="a1", action="hunt"), "bow"),
    (cmd.CampAct(who="a1", action="read_a_book"), "book"),
    (cmd.CampAct(who="a1", action="fletch_arrows"), "quiver"),
    (cmd.CampAct(who="a1", action="sing"), "no Camp Action"),
    (cmd.CampAct(who="a2", action="use_a_talent", what="war_stories"), "talent"),
]


@pytest.mark.parametrize(("command", "why"), CAMP_REFUSALS, ids=[w for _, w in CAMP_REFUSALS])
def test_a_refused_camp_command_leaves_only_its_refusal(command: cmd.Command, why: str) -> None:
    """p. 5: the GM's "No" in camp changes nothing: one ``refused`` event, and play goes on."""
    game = camp_game()
    game.execute(cmd.Camp())
    before = snapshot(game)
    mark = len(game.log.events)
    with pytest.raises(IllegalCommand, match=why):
        game.execute(command)
    assert [e.type for e in game.log.events[mark:]] == ["refused"]
    assert snapshot(game) == before
    game.execute(cmd.CampAct(who="a1", action="patrol"))  # and the Camp goes on


def test_camp_commands_are_refused_outside_a_camp() -> None:
    """p. 136: Camp Actions, 'camp on' and burning Bonds belong to a Camp."""
    game = camp_game()
    for command in (cmd.CampAct(who="a1", action="patrol"), cmd.CampOn(), cmd.Burn(who="a1")):
        with pytest.raises(IllegalCommand, match="not in camp"):
            game.execute(command)


def test_one_camp_action_each() -> None:
    """p. 137: each adventurer performs one Camp Action."""
    game = camp_game()
    game.execute(cmd.Camp())
    game.execute(cmd.CampAct(who="a1", action="patrol"))
    with pytest.raises(IllegalCommand, match="already"):
        game.execute(cmd.CampAct(who="a1", action="scout_ahead"))


def test_who_takes_no_action_rests() -> None:
    """p. 136 (engine policy): 'camp on' lets the idle Rest and Recover."""
    game = camp_game()
    game.execute(cmd.Camp())
    game.execute(cmd.CampAct(who="a1", action="patrol"))
    stack(game, major=[4])
    events = game.execute(cmd.CampOn())
    rests = [a.who for a in of(events, ev.CampAction) if a.action == "Rest and Recover"]
    names = [game.guild.adventurer(w).name for w in ("a2", "a3")]
    assert rests == names


# --- the Camp Actions (pp. 137–139) -----------------------------------------------------------


def test_fellowship_charges_both_bonds() -> None:
    """p. 137: after the talk both charge their Bonds with each other; the partner keeps
    their own Camp Action (digest policy §A.2)."""
    game = camp_game()
    quiet_supper(game)
    game.execute(cmd.Camp())
    events = game.execute(cmd.CampAct(who="a1", action="fellowship", partner="a2"))
    charges = [(b.who, b.with_) for b in of(events, ev.Bond) if b.change == "charge"]
    n1, n2 = game.guild.adventurer("a1").name, game.guild.adventurer("a2").name
    assert sorted(charges) == sorted([(n1, n2), (n2, n1)])
    assert "a2" in charged_with(game, "a1") and "a1" in charged_with(game, "a2")
    game.execute(cmd.CampAct(who="a2", action="patrol"))  # a2 still has theirs


def test_fellowship_with_oneself_is_refused() -> None:
    game = camp_game()
    game.execute(cmd.Camp())
    with pytest.raises(IllegalCommand, match="guild-mate"):
        game.execute(cmd.CampAct(who="a1", action="fellowship", partner="a1"))


def test_fletch_arrows_fills_the_quiver_to_twelve() -> None:
    """p. 137: the quiver is refilled to twelve."""
    game = camp_game()
    give(game, "a1", "arrows", 5)
    game.execute(cmd.Camp())
    game.execute(cmd.CampAct(who="a1", action="fletch_arrows"))
    assert kit.count(game.guild.adventurer("a1"), "arrows") == 12


def test_a_hunt_tests_swords_and_its_game_feeds_one_at_supper() -> None:
    """p. 137: Hunt tests Swords; a success is one ration's worth, eaten if someone has
    cooking gear (Bidziil carries some)."""
    game = camp_game()
    give(game, "a1", "bow")
    assert kit.count(game.guild.adventurer("a3"), "cooking_gear")
    game.execute(cmd.Camp())
    stack(game, minor=["King of Cups"])  # 14 + Swords 1: a success, not of Swords
    events = game.execute(cmd.CampAct(who="a1", action="hunt"))
    assert [(f.attribute, f.outcome) for f in of(events, ev.Fate)] == [("swords", "success")]
    rations = {a.id: kit.count(a, "ration") for a in game.guild.adventurers}
    stack(game, major=[4])
    game.execute(cmd.CampOn())
    after = {a.id: kit.count(a, "ration") for a in game.guild.adventurers}
    fed_by_game = [w for w in rations if after[w] == rations[w]]
    assert fed_by_game == ["a2"]  # the first at supper, in marching order
    assert not any(a.conditions.stressed for a in game.guild.adventurers)


def test_a_hunt_without_cooking_gear_feeds_nobody() -> None:
    """p. 137: hunted meat is cooked before anyone eats it, and cooking takes cooking gear."""
    game = camp_game()
    give(game, "a1", "bow")
    lost, _ = kit.lose(game.guild.adventurer("a3"), "cooking_gear", 1)
    game.guild = game.guild.with_adventurer(lost)
    game.execute(cmd.Camp())
    stack(game, minor=["King of Cups"])
    game.execute(cmd.CampAct(who="a1", action="hunt"))
    rations = {a.id: kit.count(a, "ration") for a in game.guild.adventurers}
    stack(game, major=[4])
    events = game.execute(cmd.CampOn())
    assert all(kit.count(a, "ration") < rations[a.id] for a in game.guild.adventurers)
    assert any("cooking gear" in g.why for g in of(events, ev.Gm))


def encounters_unmarked(game: Game) -> None:
    """Leave the level's wandering encounters (XVI–XX) on its table (p. 91)."""
    game.states[1] = LevelState(marked=frozenset(range(6, 16)) | {21})


def mute_encounter(game: Game) -> int:
    """The level's first wandering encounter (XVI–XX) whose creatures are met by the reaction
    draw, not on sight, and do not talk: in fear they let the guild go at once (p. 100), in
    anger they stand to be fought. A table with none (stocking decides) has its first
    reaction-draw encounter played by the pack's first mute, unaggressive creature instead."""
    drawn = [
        e
        for e in game.level.meatgrinder
        if e.get("kind") == "encounter" and e.get("disposition") == "draw"
    ]
    mute = [e for e in drawn if not game.pack.monsters[e["creature"]].talks]
    if not mute and drawn:
        quiet = next(m for m in game.pack.monsters.values() if not m.talks and not m.aggressive)
        drawn[0].update(creature=quiet.id, name=quiet.name)
        mute = drawn[:1]
    assert mute, "this level's table has no encounter met by a reaction draw"
    return int(mute[0]["card"])


def test_patrol_draws_twice_and_keeps_the_card_that_is_no_encounter() -> None:
    """pp. 137, 140: with a Patrol the GM draws twice and takes the non-encounter; the unused
    card is neither marked off nor played (digest policy §A.4)."""
    game = camp_game()
    encounters_unmarked(game)
    game.execute(cmd.Camp())
    game.execute(cmd.CampAct(who="a1", action="patrol"))
    stack(game, major=[16, 4])
    events = game.execute(cmd.CampOn())
    assert [m.card.value for m in of(events, ev.Meatgrinder)] == [16, 4]
    assert game.phase == "crawl" and game.camp is None  # the night passed: camp broken
    assert not of(events, ev.Fate)  # nobody stood guard against anything
    assert 16 not in game.state.marked


def test_without_a_patrol_the_encounter_comes() -> None:
    """p. 140: one draw; a random encounter finds the camp, and a guard tests Cups."""
    game = camp_game()
    encounters_unmarked(game)
    game.execute(cmd.Camp())
    stack(game, major=[16, 4], minor=["Three of Cups", "King of Cups"])
    events = game.execute(cmd.CampOn())
    assert [m.card.value for m in of(events, ev.Meatgrinder)] == [16]
    assert [(f.attribute, f.task) for f in of(events, ev.Fate)] == [("cups", "keep watch")]


def test_patrol_cannot_help_when_both_cards_are_trouble() -> None:
    """p. 140: a Challenge only if both cards are encounters; the first comes (policy)."""
    game = camp_game()
    encounters_unmarked(game)
    game.execute(cmd.Camp())
    game.execute(cmd.CampAct(who="a1", action="patrol"))
    stack(game, major=[16, 17], minor=["Three of Cups", "King of Cups"])
    events = game.execute(cmd.CampOn())
    assert [m.card.value for m in of(events, ev.Meatgrinder)] == [16, 17]
    assert of(events, ev.Fate)  # the guard stands
    assert 16 in game.state.marked and 17 not in game.state.marked


def test_patrol_keeps_a_quiet_first_card() -> None:
    """pp. 137, 140: the patrol's second card is wanted only when the first brings an
    encounter; a marked-off encounter is a respite (p. 91), so it stands."""
    game = camp_game()
    game.states[1] = LevelState(marked=frozenset(range(16, 22)))  # XII, a hazard, is live
    game.execute(cmd.Camp())
    game.execute(cmd.CampAct(who="a1", action="patrol"))
    stack(game, major=[16, 12])
    events = game.execute(cmd.CampOn())
    assert [m.card.value for m in of(events, ev.Meatgrinder)] == [16]
    assert 12 not in game.state.marked


def test_a_great_hunt_feeds_the_whole_guild() -> None:
    """p. 137: a great success brings down a beast that feeds the entire guild."""
    game = camp_game()
    give(game, "a1", "bow")
    game.execute(cmd.Camp())
    stack(game, minor=["King of Swords"])
    events = game.execute(cmd.CampAct(who="a1", action="hunt"))
    assert [f.outcome for f in of(events, ev.Fate)] == ["great_success"]
    rations = {a.id: kit.count(a, "ration") for a in game.guild.adventurers}
    stack(game, major=[4])
    game.execute(cmd.CampOn())
    assert {a.id: kit.count(a, "ration") for a in game.guild.adventurers} == rations


def test_a_hunt_gone_badly_wrong_calls_a_challenge() -> None:
    """p. 137: on a great failure a Challenge Phase is triggered."""
    game = camp_game()
    give(game, "a1", "bow")
    game.execute(cmd.Camp())
    stack(game, minor=["Two of Cups", "Two of Wands"])
    game.execute(cmd.CampAct(who="a1", action="hunt"))
    events = game.execute(cmd.PushFate())
    assert [f.outcome for f in of(events, ev.Fate)] == ["great_failure"]
    assert game.phase == "challenge"
    # the fight over, the guild is back at its Camp Actions: supper and the night still come
    fight_out(game)
    if game.phase == "over":
        return
    assert game.phase == "camp" and game.camp is not None and game.camp.step == 1
    assert game.camp.actions_of("a1") == ("hunt",)
    events = game.execute(cmd.CampOn())
    steps = [e.step for e in of(events, ev.CampStep)]
    assert steps[:2] == [2, 3]


def test_read_a_book_teaches_one_thing_about_a_creature_here() -> None:
    """p. 137: the book answers one question on its subject, like a lore bid."""
    game = camp_game()
    give(game, "a1", "field_bestiary")
    before = set(game.lore)
    game.execute(cmd.Camp())
    events = game.execute(cmd.CampAct(who="a1", action="read_a_book"))
    learned = set(game.lore) - before
    assert len(learned) == 1
    ((creature, _, _),) = learned
    name = game.pack.monsters[creature].name
    (action,) = of(events, ev.CampAction)
    assert action.action == "Read a Book" and name in action.result
    assert creature in {e.get("creature") for e in game.level.meatgrinder} | {
        d for s in game.level.stock for d in s.denizens
    }


def test_scout_ahead_tests_pentacles() -> None:
    """p. 139: Scout Ahead tests Pentacles; a success tells of the rooms next door."""
    game = camp_game()
    game.execute(cmd.Camp())
    stack(game, minor=["King of Cups"])
    events = game.execute(cmd.CampAct(who="a1", action="scout_ahead"))
    assert [(f.attribute, f.outcome) for f in of(events, ev.Fate)] == [("pentacles", "success")]
    assert any(n.text.startswith("Scouting ") for n in of(events, ev.Narration))


def test_a_failed_scout_learns_nothing() -> None:
    game = camp_game()
    game.execute(cmd.Camp())
    stack(game, minor=["Two of Cups"])
    game.execute(cmd.CampAct(who="a1", action="scout_ahead"))
    events = game.execute(cmd.AcceptFate())
    assert not any(n.text.startswith("Scouting ") for n in of(events, ev.Narration))
    assert any("learned nothing" in g.why for g in of(events, ev.Gm))


def test_train_invests_xp_for_as_many_uses_and_spends_both_actions() -> None:
    """pp. 33, 139: a master teaches; the learner invests XP and prepares as many uses;
    Train takes both adventurers' Camp Actions."""
    game = camp_game()
    taught = rules.teachable(game.guild.adventurer("a2"), game.guild.adventurer("a1"), game.pack)
    assert taught, "a2 has mastered something a1 could learn"
    xp = game.guild.adventurer("a1").xp
    assert xp >= 2
    game.execute(cmd.Camp())
    game.execute(cmd.CampAct(who="a1", action="train", partner="a2", what=taught[0], xp=2))
    a1 = game.guild.adventurer("a1")
    learned = a1.talent(taught[0])
    assert learned is not None and (learned.uses, learned.xp_spent) == (2, 2)
    assert a1.xp == xp - 2
    spent = of(game.log.events, ev.Xp)
    assert [(e.who, e.change, e.total) for e in spent] == [(a1.name, -2, xp - 2)]
    assert "trained in" in spent[0].reason
    for who in ("a1", "a2"):
        with pytest.raises(IllegalCommand, match="already"):
            game.execute(cmd.CampAct(who=who, action="patrol"))


def test_train_needs_a_teacher_with_an_action_to_spare() -> None:
    """p. 139: the teacher spends their Camp Action too, so one who has used it cannot."""
    game = camp_game()
    taught = rules.teachable(game.guild.adventurer("a2"), game.guild.adventurer("a1"), game.pack)
    game.execute(cmd.Camp())
    game.execute(cmd.CampAct(who="a2", action="patrol"))
    with pytest.raises(IllegalCommand, match="teach"):
        game.execute(cmd.CampAct(who="a1", action="train", partner="a2", what=taught[0]))


def test_train_cannot_invest_more_xp_than_the_learner_has() -> None:
    """p. 33: XP invested is XP spent."""
    game = camp_game()
    sheet(game, "a1", xp=1)
    game.execute(cmd.Camp())
    with pytest.raises(IllegalCommand, match="XP"):
        game.execute(cmd.CampAct(who="a1", action="train", partner="a2", xp=2))


def test_update_maps_makes_two_mapped_rooms_one_watch() -> None:
    """p. 139: rooms walked since the last Camp become mapped; then two mapped rooms pass in
    one watch."""
    game = camp_game(route_seed())
    game.execute(cmd.Go(to="102"))
    game.execute(cmd.Go(to="103"))
    game.execute(cmd.Camp())
    game.execute(cmd.CampAct(who="a1", action="update_maps"))
    stack(game, major=[4])
    game.execute(cmd.CampOn())
    assert game.phase == "crawl"
    events = game.execute(cmd.Go(to="102")) + game.execute(cmd.Go(to="101"))
    assert len(of(events, ev.Watch)) == 1
    assert game.plan.key(game.room) == "101"


def test_without_update_maps_each_room_is_a_watch() -> None:
    """p. 90: each room entered is a watch, mapped or not, unless the maps are updated."""
    game = camp_game(route_seed())
    game.execute(cmd.Go(to="102"))
    game.execute(cmd.Go(to="104"))  # beyond 102 (test_crawl's route_seed())
    camp_to_recovery(game)
    events = game.execute(cmd.Go(to="102")) + game.execute(cmd.Go(to="101"))
    assert len(of(events, ev.Watch)) == 2


def test_update_maps_needs_a_room_walked_since_the_last_camp() -> None:
    """p. 139: only rooms travelled through since the last Camp can be mapped."""
    game = camp_game()
    camp_to_recovery(game)
    game.execute(cmd.Camp())  # camping again where the guild stands
    with pytest.raises(IllegalCommand, match="walked"):
        game.execute(cmd.CampAct(who="a1", action="update_maps"))


def test_update_maps_maps_only_rooms_walked_since_the_last_camp() -> None:
    """p. 139 (digest §A.2): rooms walked before the last Camp stay unmapped."""
    game = camp_game(route_seed())
    game.execute(cmd.Go(to="102"))
    camp_to_recovery(game)  # nobody updates the maps
    game.execute(cmd.Go(to="104"))  # beyond 102 (test_crawl's route_seed())
    game.execute(cmd.Camp())
    game.execute(cmd.CampAct(who="a1", action="update_maps"))
    rooms = {game.plan.key(r) for _, r in game.mapped}
    assert rooms == {"104"}


def test_a_tinkers_kit_takes_a_notch_off() -> None:
    """pp. 139, 144: Use an Item, a tinker's kit repairs 1 Notch."""
    game = camp_game()
    a2 = game.guild.adventurer("a2")
    armour, placed = kit.gain(a2, "armor_iron", 1, game.pack)
    assert placed == 1
    worn = next(c for c in armour.inventory.things() if c.item == "armor_iron")
    game.guild = game.guild.with_adventurer(
        named(game, armour, worn.model_copy(update={"notches": 1}))
    )
    game.execute(cmd.Camp())
    game.execute(cmd.CampAct(who="a3", action="use_an_item", what="tinkers_kit"))
    assert [c.notches for c in kit.find(game.guild.adventurer("a2"), "armor_iron")] == [0]


def test_leeches_of_cups_burn_two_charges_against_an_affliction() -> None:
    """p. 167: leeches on another; Cups or Wands counts as 2 charges burned."""
    game = camp_game()
    give(game, "a1", "leeches")
    sheet(game, "a2", afflictions=(Affliction(id="black_honey", stage=1),))
    game.execute(cmd.Camp())
    stack(game, minor=["Two of Cups"])
    game.execute(cmd.CampAct(who="a1", action="use_an_item", what="leeches", partner="a2"))
    (state,) = game.guild.adventurer("a2").afflictions
    last = game.pack.afflictions["black_honey"].stages[-1].charges
    assert last is not None and (state.cured, state.charges) == (1, 2 - last)
    assert kit.count(game.guild.adventurer("a1"), "leeches") == 0


def test_leeches_of_swords_do_nothing() -> None:
    game = camp_game()
    give(game, "a1", "leeches")
    sheet(game, "a2", afflictions=(Affliction(id="black_honey", stage=1),))
    game.execute(cmd.Camp())
    stack(game, minor=["Two of Swords"])
    game.execute(cmd.CampAct(who="a1", action="use_an_item", what="leeches", partner="a2"))
    assert game.guild.adventurer("a2").afflictions == (Affliction(id="black_honey", stage=1),)


def test_a_pipe_clears_stressed() -> None:
    """p. 168: smoking the whole supply of pipeweed clears Stressed."""
    game = camp_game()
    give(game, "a1", "pipe_and_pipeweed")
    sheet(game, "a1", conditions=Conditions(stressed=True))
    game.execute(cmd.Camp())
    game.execute(cmd.CampAct(who="a1", action="use_an_item", what="pipe_and_pipeweed"))
    a1 = game.guild.adventurer("a1")
    assert not a1.conditions.stressed and kit.count(a1, "pipe_and_pipeweed") == 0


def test_rest_and_recover_burns_only_what_the_next_cure_costs() -> None:
    """pp. 97, 139: resting, an afflicted adventurer burns charged Bonds against it; the
    engine's policy burns just enough for the next stage."""
    game = camp_game()
    bonds(game, "a1", charged=True)
    sheet(game, "a1", afflictions=(Affliction(id="black_honey", stage=2),))
    game.execute(cmd.Camp())
    events = game.execute(cmd.CampAct(who="a1", action="rest_and_recover"))
    assert len(burned(events)) == game.pack.afflictions["black_honey"].stages[-1].charges
    (state,) = game.guild.adventurer("a1").afflictions
    assert (state.stage, state.cured) == (1, 1)


def test_only_rest_and_recover_burns_against_an_affliction() -> None:
    """p. 139: an affliction is treated only by Resting and Recovering; in recovery a Bond
    mends conditions and Resolve, never the affliction."""
    game = camp_game()
    quiet_supper(game)
    bonds(game, "a1", charged=True)
    sheet(game, "a1", afflictions=(Affliction(id="black_honey", stage=2),))
    game.execute(cmd.Camp())
    game.execute(cmd.CampAct(who="a1", action="patrol"))
    stack(game, major=[4])
    game.execute(cmd.CampOn())
    assert charged_with(game, "a1")  # nothing to mend: the Bonds stay charged
    (state,) = game.guild.adventurer("a1").afflictions
    assert state.cured == 0


# --- Use a Talent (pp. 60, 71, 78) ------------------------------------------------------------


def learn(game: Game, who: str, talent: str, state: str = "mastered") -> None:
    a = game.guild.adventurer(who)
    sheet(game, who, talents=(*a.talents, Talent(id=talent, state=state)))  # type: ignore[arg-type]


def test_war_stories_lift_resolve_to_five() -> None:
    """p. 71: teller and listeners charge a Bond or regain 1 Resolve, even to 5. Policy:
    Resolve below 4 first, an uncharged Bond next, the fifth point last."""
    game = camp_game()
    learn(game, "a1", "war_stories")
    sheet(game, "a1", resolve=2)
    bonds(game, "a3", charged=True)
    bonds(game, "a2", charged=False)
    game.execute(cmd.Camp())
    game.execute(cmd.CampAct(who="a1", action="use_a_talent", what="war_stories"))
    a1, a2, a3 = (game.guild.adventurer(w) for w in ("a1", "a2", "a3"))
    assert a1.resolve == 3
    assert a2.resolve == 4 and len(charged_with(game, "a2")) == 1
    assert a3.resolve == 5


def test_chirurgery_heals_every_wound_of_one_resting() -> None:
    """p. 78: a guild-mate Resting and Recovering, not Stressed, has all their Wounds healed;
    a talent in training costs 1 XP to use (p. 33)."""
    game = camp_game()
    learn(game, "a1", "chirurgeon", "in_training")
    xp = game.guild.adventurer("a1").xp
    hurt = Conditions(staggered=True, injured=True, wounded_talents=("quick",))
    sheet(game, "a2", conditions=hurt)
    game.execute(cmd.Camp())
    game.execute(cmd.CampAct(who="a2", action="rest_and_recover"))
    game.execute(cmd.CampAct(who="a1", action="use_a_talent", what="chirurgeon", partner="a2"))
    assert game.guild.adventurer("a2").conditions == Conditions()
    assert game.guild.adventurer("a1").xp == xp - 1
    (paid,) = of(game.log.events, ev.Xp)
    assert (paid.change, paid.total) == (-1, xp - 1) and "Chirurgeon" in paid.reason


def test_chirurgery_needs_a_patient_at_rest_and_not_stressed() -> None:
    """p. 78."""
    game = camp_game()
    learn(game, "a1", "chirurgeon")
    sheet(game, "a2", conditions=Conditions(stressed=True, injured=True))
    game.execute(cmd.Camp())
    with pytest.raises(IllegalCommand, match="Resting"):
        game.execute(cmd.CampAct(who="a1", action="use_a_talent", what="chirurgeon"))
    game.execute(cmd.CampAct(who="a2", action="rest_and_recover"))
    with pytest.raises(IllegalCommand, match="Stressed"):
        game.execute(cmd.CampAct(who="a1", action="use_a_talent", what="chirurgeon"))


def test_labor_unending_marks_stressed_for_two_camp_actions() -> None:
    """p. 60: mark Stressed to stay awake and perform two Camp Actions instead of one."""
    game = camp_game()
    learn(game, "a1", "labor_unending")
    give(game, "a1", "arrows", 3)
    game.execute(cmd.Camp())
    game.execute(cmd.CampAct(who="a1", action="use_a_talent", what="labor_unending"))
    assert game.guild.adventurer("a1").conditions.stressed
    with pytest.raises(IllegalCommand, match="already working"):
        game.execute(cmd.CampAct(who="a1", action="use_a_talent", what="labor_unending"))
    game.execute(cmd.CampAct(who="a1", action="patrol"))
    game.execute(cmd.CampAct(who="a1", action="fletch_arrows"))
    with pytest.raises(IllegalCommand, match="already"):
        game.execute(cmd.CampAct(who="a1", action="scout_ahead"))


def test_a_wounded_talent_cannot_be_used_in_camp() -> None:
    """pp. 31, 124: Wounded talents cannot be used; the refusal names the Wound."""
    game = camp_game()
    learn(game, "a1", "war_stories")
    sheet(game, "a1", conditions=Conditions(wounded_talents=("war_stories",)))
    game.execute(cmd.Camp())
    with pytest.raises(IllegalCommand, match=r"War Stories is Wounded.*p\. 124"):
        game.execute(cmd.CampAct(who="a1", action="use_a_talent", what="war_stories"))


# --- break bread (p. 140) ---------------------------------------------------------------------


def no_rations(game: Game, who: str) -> None:
    a = game.guild.adventurer(who)
    a, _ = kit.lose(a, "ration", kit.count(a, "ration"))
    a, _ = kit.lose(a, "lard", kit.count(a, "lard"))
    game.guild = game.guild.with_adventurer(a)


def test_each_eats_a_ration_or_is_stressed() -> None:
    """p. 140: 1 ration each, or Stressed."""
    game = camp_game()
    no_rations(game, "a1")
    rations = kit.count(game.guild.adventurer("a2"), "ration")
    camp_to_recovery(game)
    assert game.guild.adventurer("a1").conditions.stressed
    assert kit.count(game.guild.adventurer("a2"), "ration") == rations - 1
    assert not game.guild.adventurer("a2").conditions.stressed


def test_a_second_camp_without_a_ration_is_starving() -> None:
    """p. 140: starving at the second Camp in a row without a ration: steps 4 and 5 are
    skipped — no Bond burned, no lore bids back, Staggered stays."""
    game = camp_game()
    quiet_supper(game)
    no_rations(game, "a1")
    camp_to_recovery(game)
    assert game.phase == "crawl"
    sheet(game, "a1", lore_bids=1, conditions=Conditions(stressed=True, staggered=True))
    bonds(game, "a1", charged=True)
    sheet(game, "a2", conditions=Conditions(stressed=True))  # keeps step 4 open
    bonds(game, "a2", charged=True)
    events = camp_to_recovery(game)
    name = game.guild.adventurer("a1").name
    assert any("starving" in g.why and name in g.why for g in of(events, ev.Gm))
    with pytest.raises(IllegalCommand, match="starving"):
        game.execute(cmd.Burn(who="a1"))
    game.execute(cmd.Burn(who="a2"))
    game.execute(cmd.CampOn())
    a1 = game.guild.adventurer("a1")
    assert a1.lore_bids == 1 and a1.conditions.staggered
    assert len(charged_with(game, "a1")) == len(a1.bonds)


def test_a_meal_in_between_ends_the_hunger() -> None:
    """p. 140: starving is two Camps *in a row* without a ration."""
    game = camp_game()
    quiet_supper(game)
    no_rations(game, "a1")
    camp_to_recovery(game)
    give(game, "a1", "ration")
    camp_to_recovery(game)
    no_rations(game, "a1")
    sheet(game, "a1", lore_bids=1)
    camp_to_recovery(game)
    assert game.guild.adventurer("a1").lore_bids == 4


def test_lard_in_a_pinch_keeps_off_starving_but_not_the_stress() -> None:
    """p. 167: lard eaten instead of a ration; policy: the missed ration still Stresses, but
    the lard resets the count toward starving."""
    game = camp_game()
    quiet_supper(game)
    no_rations(game, "a1")
    camp_to_recovery(game)  # the first missed meal
    give(game, "a1", "lard")
    sheet(game, "a1", lore_bids=1, conditions=Conditions())
    events = camp_to_recovery(game)
    a1 = game.guild.adventurer("a1")
    assert kit.count(a1, "lard") == 0
    assert any(e.item == "Lard" and e.who == a1.name for e in of(events, ev.Item))
    assert not any("two meals running" in g.why for g in of(events, ev.Gm))
    assert a1.lore_bids == 4  # recovery ran: not starving
    assert a1.conditions.stressed or any(
        c.change == "Stressed" and c.who == a1.name for c in of(events, ev.Condition)
    )
    no_rations(game, "a1")
    sheet(game, "a1", lore_bids=1)
    camp_to_recovery(game)  # one missed meal after the lard: hungry, not yet starving
    assert game.guild.adventurer("a1").lore_bids == 4


def test_hale_and_hearty_eats_two_to_charge_a_bond() -> None:
    """p. 60: two rations instead of one charge an uncharged Bond (policy: only with a third
    left for tomorrow)."""
    game = camp_game()
    quiet_supper(game)
    learn(game, "a1", "hale_and_hearty")
    rations = kit.count(game.guild.adventurer("a1"), "ration")
    assert rations >= 3
    events = camp_to_recovery(game)
    assert kit.count(game.guild.adventurer("a1"), "ration") == rations - 2
    name = game.guild.adventurer("a1").name
    assert [b.who for b in of(events, ev.Bond) if b.change == "charge"] == [name]


def test_hale_and_hearty_with_two_rations_eats_one() -> None:
    game = camp_game()
    quiet_supper(game)
    learn(game, "a1", "hale_and_hearty")
    a1, _ = kit.lose(
        game.guild.adventurer("a1"), "ration", kit.count(game.guild.adventurer("a1"), "ration") - 2
    )
    game.guild = game.guild.with_adventurer(a1)
    events = camp_to_recovery(game)
    assert kit.count(game.guild.adventurer("a1"), "ration") == 1
    assert not of(events, ev.Bond)


def test_supper_question_charges_one_bond_that_needs_the_table() -> None:
    """p. 189 policy: the first in marching order with an uncharged Bond of a kind only play
    can charge answers tonight's question, and that Bond charges."""
    game = camp_game()
    quiet_supper(game)
    a3 = game.guild.adventurer("a3")
    first = a3.bonds[0].model_copy(update={"kind": "best_friend"})
    sheet(game, "a3", bonds=(first, *a3.bonds[1:]))
    events = camp_to_recovery(game)
    charges = [(b.who, b.with_) for b in of(events, ev.Bond) if b.change == "charge"]
    other = game.guild.adventurer(first.target).name
    assert charges == [(a3.name, other)]
    assert any(n.text.startswith("Over supper") for n in of(events, ev.Narration))


# --- the night's guard (p. 140) ---------------------------------------------------------------


def two_of_a_path(game: Game, path: str = "cups") -> None:
    for who in ("a3", "a1"):  # a3 marches before a1
        sheet(game, who, path=path)


@pytest.mark.parametrize(
    ("card", "guard"),
    [("Three of Cups", "a3"), ("Four of Cups", "a1")],
    ids=["odd-first", "even-last"],
)
def test_the_guard_is_picked_by_the_discard(card: str, guard: str) -> None:
    """p. 140: the guard's Path is the top minor discard's suit; with several, an odd card
    picks the first in marching order, an even one the last (policy for the seating)."""
    game = camp_game()
    encounters_unmarked(game)
    two_of_a_path(game)
    game.execute(cmd.Camp())
    stack(game, major=[16], minor=[card, "King of Cups"])
    events = game.execute(cmd.CampOn())
    (fate,) = of(events, ev.Fate)
    assert (fate.who, fate.attribute) == (game.guild.adventurer(guard).name, "cups")


def test_a_guard_who_fails_leaves_the_guild_surprised() -> None:
    """p. 140: a failed Cups test and the guild is caught asleep."""
    game = camp_game()
    encounters_unmarked(game)
    game.execute(cmd.Camp())
    stack(game, major=[16], minor=["Two of Cups", "Two of Swords"])
    game.execute(cmd.CampOn())
    assert game.pending is not None
    events = game.execute(cmd.AcceptFate())
    assert any("caught asleep" in g.why for g in of(events, ev.Gm))
    assert game.camp is not None and game.camp.surprised


def test_the_camp_goes_on_at_recovery_after_the_night_trouble() -> None:
    """p. 140: once the encounter is over, the Camp continues with step 4: Bonds burn,
    Staggered clears, lore bids refill."""
    game = camp_game()
    encounters_unmarked(game)
    quiet_supper(game)
    sheet(game, "a1", lore_bids=0, conditions=Conditions(stressed=True, staggered=True))
    bonds(game, "a1", charged=True)
    game.execute(cmd.Camp())
    # King of Cups: the guard wakes everyone, and the creatures meet the guild in fear (p. 100)
    stack(game, major=[mute_encounter(game)], minor=["Three of Cups", "King of Cups"])
    events = game.execute(cmd.CampOn())
    phases = [p.phase for p in of(events, ev.Phase)]
    assert phases[-2:] == ["crawl", "camp"] and "parley" in phases
    assert game.camp is not None and game.camp.step == 4
    events = game.execute(cmd.Burn(who="a1"))
    events += game.execute(cmd.CampOn())
    a1 = game.guild.adventurer("a1")
    assert not a1.conditions.stressed and not a1.conditions.staggered and a1.lore_bids == 4
    assert game.phase == "crawl" and game.camp is None


# --- recovery (p. 141) ------------------------------------------------------------------------


def test_stressed_is_cleared_before_anything() -> None:
    """p. 141: while Stressed, a Bond burned must clear Stressed first."""
    game = camp_game()
    quiet_supper(game)
    sheet(game, "a1", resolve=2, conditions=Conditions(stressed=True, injured=True))
    bonds(game, "a1", charged=True)
    camp_to_recovery(game)
    for mend in ("injured", "resolve", "talent"):
        with pytest.raises(IllegalCommand):
            game.execute(cmd.Burn(who="a1", mend=mend))
    events = game.execute(cmd.Burn(who="a1"))
    name = game.guild.adventurer("a1").name
    assert burned(events) == [(name, "Stressed")]


def test_injured_is_cleared_before_a_wounded_talent_but_not_before_resolve() -> None:
    """p. 141: while Injured, no Wounded talent heals; Resolve is not gated by Injured."""
    game = camp_game()
    quiet_supper(game)
    hurt = Conditions(injured=True, wounded_talents=("quick",))
    sheet(game, "a1", resolve=2, conditions=hurt)
    bonds(game, "a1", charged=True)
    camp_to_recovery(game)
    with pytest.raises(IllegalCommand, match="Injured"):
        game.execute(cmd.Burn(who="a1", mend="talent"))
    game.execute(cmd.Burn(who="a1", mend="resolve"))
    assert game.guild.adventurer("a1").resolve == 3
    game.execute(cmd.Burn(who="a1"))  # the GM's order: Injured next
    assert game.guild.adventurer("a1").conditions == Conditions(wounded_talents=("quick",))


def test_staggered_stays_on_one_still_stressed() -> None:
    """p. 141: Staggered clears only if not Stressed at the end of step 4."""
    game = camp_game()
    quiet_supper(game)
    sheet(game, "a1", lore_bids=0, conditions=Conditions(stressed=True, staggered=True))
    bonds(game, "a1", charged=False)
    camp_to_recovery(game)
    a1 = game.guild.adventurer("a1")
    assert a1.conditions.staggered and a1.conditions.stressed
    assert a1.lore_bids == 4  # the lore bids refill all the same


def test_a_burned_bond_is_uncharged_and_one_bond_pays_once() -> None:
    """p. 141: the Bond burned is left uncharged; with none charged, no burn."""
    game = camp_game()
    quiet_supper(game)
    a1 = game.guild.adventurer("a1")
    one = a1.bonds[0].model_copy(update={"charged": True})
    sheet(game, "a1", resolve=1, bonds=(one, *a1.bonds[1:]))
    sheet(game, "a2", resolve=1)
    bonds(game, "a2", charged=True)  # keeps the step open after a1 is done
    camp_to_recovery(game)
    game.execute(cmd.Burn(who="a1"))
    assert charged_with(game, "a1") == []
    with pytest.raises(IllegalCommand, match="no charged Bond"):
        game.execute(cmd.Burn(who="a1"))


# --- the end of the Camp (p. 141) -------------------------------------------------------------


def beds(game: Game, *, bedrolls: tuple[str, ...], tents: tuple[str, ...] = ()) -> None:
    for a in game.guild.adventurers:
        a, _ = kit.lose(a, "bedroll", 9)
        game.guild = game.guild.with_adventurer(a)
    for who in bedrolls:
        give(game, who, "bedroll")
    for who in tents:
        a, _ = kit.lose(game.guild.adventurer(who), "polearm", 1)
        game.guild = game.guild.with_adventurer(a)
        give(game, who, "tent")


def no_fire(game: Game) -> None:
    for a in game.guild.adventurers:
        a, _ = kit.lose(a, "flint_and_tinder", 9)
        game.guild = game.guild.with_adventurer(a)


def stressed(game: Game) -> set[str]:
    return {a.id for a in game.guild.adventurers if a.conditions.stressed}


def test_a_bedroll_and_a_fire_make_a_good_night() -> None:
    """p. 141: two of bedroll, tent and fire (the Spires' deadfall feeds the fire, p. 135)."""
    game = camp_game()
    beds(game, bedrolls=("a1", "a2", "a3"))
    camp_to_recovery(game)
    assert stressed(game) == set()


def test_a_bedroll_alone_wakes_stressed() -> None:
    """p. 141: fewer than two of bedroll, tent and fire: wake up Stressed."""
    game = camp_game()
    no_fire(game)
    beds(game, bedrolls=("a1", "a2", "a3"))
    events = camp_to_recovery(game)
    assert stressed(game) == {"a1", "a2", "a3"}
    assert all("bedroll" in c.cause for c in of(events, ev.Condition) if c.change == "Stressed")


def test_a_tent_sleeps_two() -> None:
    """pp. 141, 168: bedroll and tent without a fire; the one tent has room for two."""
    game = camp_game()
    no_fire(game)
    beds(game, bedrolls=("a1", "a2", "a3"), tents=("a2",))
    camp_to_recovery(game)
    assert len(stressed(game)) == 1


def test_the_tent_goes_to_one_without_a_bedroll() -> None:
    """pp. 144, 168: Byron has no bedroll and shares Envyrie's tent by the fire."""
    game = camp_game()
    beds(game, bedrolls=("a2", "a3"), tents=("a3",))  # a1 marches last, with no bedroll
    camp_to_recovery(game)
    assert stressed(game) == set()


def test_a_fire_away_from_the_spires_burns_firewood() -> None:
    """p. 141 policy: a fire needs flint and tinder and fuel; below the Spires, firewood."""
    game = below(5, 6)  # seed 5's first level is not the Spires
    assert game.level.seed.id != "the_spires"
    for a in game.guild.adventurers:
        a, _ = kit.lose(a, "firewood", 9)
        a, _ = kit.lose(a, "bedroll", 9)
        game.guild = game.guild.with_adventurer(a)
    for who in ("a1", "a2", "a3"):
        give(game, who, "bedroll")
        give(game, who, "flint_and_tinder") if not kit.count(
            game.guild.adventurer(who), "flint_and_tinder"
        ) else None
    give(game, "a1", "firewood")
    events = camp_to_recovery(game)
    used = [i for i in of(events, ev.Item) if i.item == "Firewood" and i.change == "used"]
    assert len(used) == 1 and kit.count(game.guild.adventurer("a1"), "firewood") == 0
    assert stressed(game) == set()


def test_lore_bids_refill_to_four() -> None:
    """p. 141: at the end of recovery every lore bid comes back."""
    game = camp_game()
    sheet(game, "a2", lore_bids=0)
    camp_to_recovery(game)
    assert [a.lore_bids for a in game.guild.adventurers] == [4, 4, 4]


def test_an_affliction_moves_on_at_the_end_of_the_camp() -> None:
    """p. 97: at the end of each Camp an affliction moves on a stage."""
    game = camp_game()
    sheet(game, "a2", afflictions=(Affliction(id="black_honey", stage=1),))
    camp_to_recovery(game)
    assert [s.stage for s in game.guild.adventurer("a2").afflictions] == [2]


def test_a_camp_is_a_watch() -> None:
    """pp. 90, 136: a Camp passes one watch with its Meatgrinder draw."""
    game = camp_game()
    watches = game.watches
    events = camp_to_recovery(game)
    assert game.watches == watches + 1 and len(of(events, ev.Meatgrinder)) == 1


# --- Bonds charged by what the guild sees (pp. 26–27) ------------------------------------------


def test_an_adversary_charges_seeing_a_failure_and_a_rival_a_success() -> None:
    """p. 26: you charge when you witness your adversary fail, your rival succeed."""
    game = camp_game()
    a2, a3 = game.guild.adventurer("a2"), game.guild.adventurer("a3")
    sheet(game, "a2", bonds=tuple(b.model_copy(update={"kind": "adversary"}) for b in a2.bonds))
    sheet(game, "a3", bonds=tuple(b.model_copy(update={"kind": "rival"}) for b in a3.bonds))
    stack(game, minor=["Two of Swords"])
    game.execute(cmd.TestFate(who="a1", attribute="cups"))
    game.execute(cmd.AcceptFate())
    assert charged_with(game, "a2") == ["a1"] and charged_with(game, "a3") == []
    stack(game, minor=["King of Swords"])
    game.execute(cmd.TestFate(who="a1", attribute="cups"))
    assert charged_with(game, "a3") == ["a1"]


def test_a_sibling_who_aids_charges() -> None:
    """p. 26: helping a sibling with a test of fate charges the helper's Bond."""
    game = camp_game()
    a2 = game.guild.adventurer("a2")
    sheet(game, "a2", bonds=tuple(b.model_copy(update={"kind": "sibling"}) for b in a2.bonds))
    stack(game, minor=["King of Swords"])
    game.execute(cmd.TestFate(who="a1", attribute="pentacles", aided_by="a2"))
    assert charged_with(game, "a2") == ["a1"]


def test_big_and_little_both_charge_on_the_weakest_attribute() -> None:
    """p. 26: both charge when your big/little aids you with your weakest attribute."""
    game = camp_game()
    for who, other in (("a1", "a2"), ("a2", "a1")):
        a = game.guild.adventurer(who)
        kinds = tuple(
            b.model_copy(update={"kind": "big_little" if b.target == other else "rival"})
            for b in a.bonds
        )
        sheet(game, who, bonds=kinds)
    a1 = game.guild.adventurer("a1")
    weakest = min(SUITS, key=lambda s: a1.attributes[s])
    strongest = max(SUITS, key=lambda s: a1.attributes[s])
    stack(game, minor=["King of Cups"])
    game.execute(cmd.TestFate(who="a1", attribute=strongest, aided_by="a2"))
    assert charged_with(game, "a1") == [] and charged_with(game, "a2") == []
    stack(game, minor=["King of Wands"])
    game.execute(cmd.TestFate(who="a1", attribute=weakest, aided_by="a2"))
    assert charged_with(game, "a1") == ["a2"] and charged_with(game, "a2") == ["a1"]


def test_a_night_fight_then_the_camp_goes_on_at_recovery() -> None:
    """p. 140: the guard fails, the guild is caught asleep and the foes act first (p. 110);
    once the fight is over the Camp goes on at step 4 (the bot plays the fight)."""
    game = camp_game()
    encounters_unmarked(game)
    quiet_supper(game)
    sheet(game, "a1", lore_bids=0, conditions=Conditions(stressed=True, staggered=True))
    bonds(game, "a1", charged=True)
    a2 = game.guild.adventurer("a2")  # a2 watches over a3 (p. 27)
    ward = tuple(b.model_copy(update={"kind": "ward"}) if b.target == "a3" else b for b in a2.bonds)
    sheet(game, "a2", bonds=ward)
    game.execute(cmd.Camp())
    card = mute_encounter(game)
    stack(game, major=[card], minor=["Two of Cups", "Two of Swords"])  # fails; anger
    game.execute(cmd.CampOn())
    game.execute(cmd.AcceptFate())
    mark = len(game.log.events)
    events = game.execute(cmd.Fight())
    assert game.phase == "challenge"
    assert any(g.rule == "p. 110" and "surprised" in g.why for g in of(events, ev.Gm))
    fight_out(game)
    assert game.phase == "camp" and game.camp is not None and game.camp.step == 4
    assert not game.camp.surprised
    hurt = {w.who for w in of(game.log.events[mark:], ev.Wound)}
    a3_unhurt = game.guild.adventurer("a3").name not in hurt
    assert ("a3" in charged_with(game, "a2")) is a3_unhurt  # the Ward's trigger (p. 27)
    a1 = game.guild.adventurer("a1")
    assert a1.active and a1.conditions.stressed and a1.conditions.staggered
    game.execute(cmd.Burn(who="a1"))
    game.execute(cmd.CampOn())
    a1 = game.guild.adventurer("a1")
    assert not a1.conditions.stressed and not a1.conditions.staggered and a1.lore_bids == 4
    assert game.phase == "crawl" and game.camp is None


def test_infiltrate_sneaks_to_a_room_on_the_map_for_a_lore_bid() -> None:
    """p. 74: Sneak's Camp Action scouts a known spot on this level, answered by a lore bid."""
    game = camp_game()
    learn(game, "a1", "sneak")
    bids = game.guild.adventurer("a1").lore_bids
    game.execute(cmd.Camp())
    events = game.execute(cmd.CampAct(who="a1", action="use_a_talent", what="sneak"))
    assert game.guild.adventurer("a1").lore_bids == bids - 1
    (told,) = of(events, ev.CampAction)
    key = told.result.split("sneaks out to ")[1].split(":")[0]
    room = game.plan.by_key[key]
    assert room not in game.state.visited and game.plan.known(room, game.state)
    assert "dwell there" in told.result or "nothing lives there" in told.result
    assert "trap" in told.result and ("worth" in told.result or "no treasure" in told.result)


def test_infiltrate_needs_a_lore_bid_left() -> None:
    """p. 74: no bid left, no answers: the talent is not ready."""
    game = camp_game()
    learn(game, "a1", "sneak")
    sheet(game, "a1", lore_bids=0)
    game.execute(cmd.Camp())
    with pytest.raises(IllegalCommand, match="no talent with a Camp use is ready"):
        game.execute(cmd.CampAct(who="a1", action="use_a_talent", what="sneak"))
