"""The book's example Camp Phase (pp. 144–145), played step for step through the engine.

The Finders camp in the Spires (seed 2's first level is the Spires, where fallen wood feeds a
fire, p. 135). Phynn (Path of Swords) mends his iron armour with a tinker's kit; Envyrie (Path
of Pentacles, Pentacles 4) scouts ahead, draws a 7, pushes and draws a 5; Byron rests and
burns one charged Bond against his jelly addiction. The content has no takalashi jelly, so
Byron has black honey, which the book says the jelly is like (p. 98): two stages, stage 2
cured with 1 charge, stage 1 with 5 — the prices of the example. The night draws the Emperor
[IV], no encounter; then the recovery of p. 145 and a night by a fire, with bedrolls and a
shared tent.

The book's GM asks no campfire question and nobody eats twice (p. 144): every Bond here is of
a kind that charges only on its own trigger (so supper's question finds nobody to answer), and
nobody has Hale and Hearty.
"""

from __future__ import annotations

from worm.engine import commands as cmd
from worm.engine import events as ev
from worm.engine import kit
from worm.engine.session import Game
from worm.model.adventurer import Adventurer, Affliction, Bond, Conditions

from .test_camp import camp_game, named
from .test_crawl import of, stack


def _bonds(a: Adventurer, kind: str, *, charged: bool) -> tuple[Bond, ...]:
    return tuple(b.model_copy(update={"kind": kind, "charged": charged}) for b in a.bonds)


def _talents(a: Adventurer, n: int) -> tuple[str, ...]:
    return tuple(t.id for t in a.talents[:n])


def the_finders() -> Game:
    """The guild of p. 144, bruised and broken after the cyclops (a2 Phynn, a3 Envyrie,
    a1 Byron, in marching order)."""
    game = camp_game()
    phynn, envyrie, byron = (game.guild.adventurer(w) for w in ("a2", "a3", "a1"))
    phynn = phynn.model_copy(
        update={
            "name": "Phynn Heartsbane",
            "path": "swords",
            "bonds": _bonds(phynn, "rival", charged=True),
            "conditions": Conditions(
                stressed=True, staggered=True, wounded_talents=_talents(phynn, 1)
            ),
        }
    )
    armour, placed = kit.gain(phynn, "armor_iron", 1, game.pack)
    assert placed == 1
    worn = next(c for c in armour.inventory.things() if c.item == "armor_iron")
    phynn = named(game, armour, worn.model_copy(update={"notches": 1}))
    phynn, _ = kit.lose(phynn, "polearm", 1)  # room for the kit
    phynn, placed = kit.gain(phynn, "tinkers_kit", 1, game.pack)
    assert placed == 1
    envyrie = envyrie.model_copy(
        update={
            "name": "Envyrie",
            "path": "pentacles",
            "attributes": envyrie.attributes.model_copy(update={"pentacles": 4}),
            "bonds": _bonds(envyrie, "rival", charged=False),
            "conditions": Conditions(staggered=True, wounded_talents=_talents(envyrie, 1)),
        }
    )
    envyrie, placed = kit.gain(envyrie, "tent", 1, game.pack)
    assert placed == 1
    byron = byron.model_copy(
        update={
            "name": "Byron Cartwright",
            "path": "pentacles",
            "bonds": _bonds(byron, "rival", charged=True),
            "conditions": Conditions(
                staggered=True, injured=True, wounded_talents=_talents(byron, 2)
            ),
            "afflictions": (Affliction(id="black_honey", stage=2),),
        }
    )
    byron, _ = kit.lose(byron, "bedroll", 9)  # he sleeps in Envyrie's tent (p. 144)
    for a in (phynn, envyrie, byron):
        a = a.model_copy(update={"resolve": 4})  # nothing to spend a Bond on but conditions
        a, _ = kit.lose(a, "ration", kit.count(a, "ration") - 1)  # one ration each
        game.guild = game.guild.with_adventurer(a)
    return game


def test_the_book_example_camp() -> None:
    """pp. 144–145, step by step."""
    game = the_finders()
    honey = game.pack.afflictions["black_honey"]
    assert [s.charges for s in honey.stages] == [5, 1]  # the example's prices

    game.execute(cmd.Camp())
    assert game.phase == "camp" and game.camp is not None and game.camp.step == 1

    # Step 1: Phynn's tinker's kit takes 1 Notch off his iron armour.
    events = game.execute(cmd.CampAct(who="a2", action="use_an_item", what="tinkers_kit"))
    armour = kit.find(game.guild.adventurer("a2"), "armor_iron")
    assert [c.notches for c in armour] == [0]
    assert [(a.who, a.action) for a in of(events, ev.CampAction)] == [
        ("Phynn Heartsbane", "Use an Item")
    ]

    # Envyrie scouts: Pentacles 4 + 7 = 11, she pushes, + 5 = 16, a success (p. 144).
    stack(game, minor=["Seven of Cups", "Five of Swords"])
    game.execute(cmd.CampAct(who="a3", action="scout_ahead"))
    assert game.pending is not None  # 11 falls short: push or accept
    events = game.execute(cmd.PushFate())
    (fate,) = of(events, ev.Fate)
    assert (fate.attribute, fate.total, fate.outcome) == ("pentacles", 16, "success")
    assert any(n.text.startswith("Scouting ") for n in of(events, ev.Narration))

    # Byron rests and burns one charged Bond: stage 2 is cured, he drops to stage 1.
    events = game.execute(cmd.CampAct(who="a1", action="rest_and_recover"))
    burns = [b for b in of(events, ev.Bond) if b.change == "burn"]
    assert [(b.who, b.for_) for b in burns] == [("Byron Cartwright", "Black honey")]
    (state,) = game.guild.adventurer("a1").afflictions
    assert (state.stage, state.cured) == (1, 1)
    assert sum(b.charged for b in game.guild.adventurer("a1").bonds) == 1

    # Steps 2 and 3: a ration each, no campfire question; the Emperor, no encounter.
    rations = {a.id: kit.count(a, "ration") for a in game.guild.adventurers}
    stack(game, major=[4])
    events = game.execute(cmd.CampOn())
    assert {a.id: kit.count(a, "ration") for a in game.guild.adventurers} == {
        w: n - 1 for w, n in rations.items()
    }
    assert not of(events, ev.Bond)  # nobody charges a Bond at supper
    draws = [d.card.value for d in of(events, ev.Meatgrinder)]
    assert draws == [4]
    assert game.phase == "camp" and game.camp is not None and game.camp.step == 4
    assert not any(a.conditions.stressed for a in game.guild.adventurers if a.id != "a2")

    # Step 4: Phynn burns for Stressed, then for his Wounded talent; Byron for Injured.
    phynn_talent = game.guild.adventurer("a2").conditions.wounded_talents[0]
    events = game.execute(cmd.Burn(who="a2"))
    events += game.execute(cmd.Burn(who="a2"))
    events += game.execute(cmd.Burn(who="a1"))
    burns = [(b.who, b.for_) for b in of(events, ev.Bond) if b.change == "burn"]
    talent_name = game.pack.talents[phynn_talent].name
    assert burns == [
        ("Phynn Heartsbane", "Stressed"),
        ("Phynn Heartsbane", f"Wounded {talent_name}"),
        ("Byron Cartwright", "Injured"),
    ]
    byron_talents = game.guild.adventurer("a1").conditions.wounded_talents

    # The morning and step 5: Staggered clears for all three, lore bids refill, nobody is
    # Stressed after a night by the fire, and the affliction moves on.
    events = game.execute(cmd.CampOn())
    assert game.phase == "crawl" and game.camp is None
    phynn, envyrie, byron = (game.guild.adventurer(w) for w in ("a2", "a3", "a1"))
    assert phynn.conditions == Conditions()  # "begins the next Crawl with no conditions"
    assert envyrie.conditions == Conditions(wounded_talents=envyrie.conditions.wounded_talents)
    assert len(envyrie.conditions.wounded_talents) == 1
    assert byron.conditions == Conditions(wounded_talents=byron_talents)
    assert len(byron_talents) == 2  # still two Wounded talents, but no longer Injured
    assert all(a.lore_bids == 4 for a in game.guild.adventurers)
    assert not any(a.conditions.stressed for a in game.guild.adventurers)
    cleared = {e.who for e in of(events, ev.Condition) if e.change == "Staggered clears"}
    assert cleared == {"Phynn Heartsbane", "Envyrie", "Byron Cartwright"}
    # The book has the jelly "back at stage 2"; p. 97 (which the engine follows) keeps an
    # affliction where it is when the stage above is cured, as Byron's stage 2 now is.
    (state,) = byron.afflictions
    assert (state.stage, state.cured) == (1, 1)
