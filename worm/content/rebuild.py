"""Rebuild a content pack from JSON it was dumped to, without validating it again.

``worm.content.cache`` keeps a pack only after it has passed every check, under a key of its
files, the models' source and pydantic's version, with a digest of the JSON on its first line.
Reading that JSON back through the models (``ContentPack.model_validate_json``) repeats checks
that cannot fail, and first builds pydantic's schemas for the 106 models the pack holds: most of
the cost of a warm start-up's content (bench/startup.py). Here each model is made as
``model_construct`` makes it, from the parsed JSON, guided by its fields' types:

- a tuple from a JSON array, a read-only mapping (``MappingProxyType``) where the field is a
  ``Mapping`` (the pack's tables), a dict where it is a ``dict``;
- a nested model from a JSON object, keyed by the fields' serialisation aliases;
- a union of models by the one ``Literal`` field that tells them apart (the outcomes'
  ``effect``);
- strings, whole numbers, booleans, ``None`` and literals as JSON gives them.

Anything else — a field type this does not know, a key no field has, a required field missing,
an array where an object belongs — raises ``Unreadable``, and the cache is read the slow way
(or rebuilt). ``tests/unit/content/test_pack_cache.py`` checks that the pack made here is equal,
value for value and type for type, to the validated one.
"""

from __future__ import annotations

import inspect
import types
import typing
from collections.abc import Callable, Mapping
from types import MappingProxyType
from typing import Any, Literal, TypeVar

from pydantic import BaseModel
from pydantic_core import PydanticUndefined, to_jsonable_python

from worm.cachefile import Unreadable, json_array, json_object, tagged

__all__ = ["Unreadable", "construct", "plain", "shapes"]

ModelT = TypeVar("ModelT", bound=BaseModel)
Make = Callable[[Any], Any]

SCALARS = (str, int, bool, type(None))
"""What JSON gives as it is: a field of one of these types (or a ``Literal`` of them) needs no
conversion."""


def construct(model: type[ModelT], data: Any) -> ModelT:
    """The instance of ``model`` that ``data`` (parsed JSON of its dump) describes."""
    made: ModelT = _maker(model)(data)
    return made


def _same(value: Any) -> Any:
    return value


def _maker(annotation: Any) -> Make:
    """How to turn the JSON of a value of type ``annotation`` into that value."""
    if isinstance(annotation, type) and issubclass(annotation, BaseModel):
        return _model_maker(annotation)
    origin, args = typing.get_origin(annotation), typing.get_args(annotation)
    if origin is typing.Annotated:
        return _maker(args[0])
    if origin is Literal or annotation in SCALARS:
        return _same
    if origin is tuple:
        return _tuple_maker(args)
    if origin is Mapping:
        value = _maker(args[1])
        return lambda data: MappingProxyType({k: value(v) for k, v in json_object(data).items()})
    if origin is dict:
        value = _maker(args[1])
        return lambda data: {k: value(v) for k, v in json_object(data).items()}
    if origin is typing.Union or origin is types.UnionType:
        return _union_maker(args)
    raise Unreadable(f"no way to rebuild a {annotation!r} from JSON")


def _tuple_maker(args: tuple[Any, ...]) -> Make:
    if len(args) == 2 and args[1] is Ellipsis:
        item = _maker(args[0])
        if item is _same:
            return lambda data: tuple(json_array(data))
        return lambda data: tuple(item(v) for v in json_array(data))
    items = [_maker(arg) for arg in args]

    def fixed(data: Any) -> tuple[Any, ...]:
        values = json_array(data)
        if len(values) != len(items):
            raise Unreadable(f"{len(items)} values were expected, not {len(values)}")
        return tuple(make(v) for make, v in zip(items, values, strict=True))

    return fixed


def _union_maker(args: tuple[Any, ...]) -> Make:
    members = [arg for arg in args if arg is not type(None)]
    if len(members) == 1:  # an optional value
        make = _maker(members[0])
        return lambda data: None if data is None else make(data)
    models = [arg for arg in members if isinstance(arg, type) and issubclass(arg, BaseModel)]
    if not models:
        makers = [_maker(arg) for arg in members]
        if all(make is _same for make in makers):
            return _same
        raise Unreadable(f"no way to tell apart the members of {args!r}")
    if len(models) != len(members):
        raise Unreadable(f"no way to tell models from other values in {args!r}")
    tag, by_tag = _discriminator(models)
    return tagged(tag, by_tag)


def _discriminator(models: list[type[BaseModel]]) -> tuple[str, dict[Any, Make]]:
    """The field each model fixes to its own one ``Literal`` value, and each value's maker."""
    for name in models[0].model_fields:
        values = [_tag(model, name) for model in models]
        if None not in values and len(set(values)) == len(values):
            return name, {value: _maker(model) for value, model in zip(values, models, strict=True)}
    raise Unreadable(f"no field tells apart {[m.__name__ for m in models]}")


def _tag(model: type[BaseModel], name: str) -> Any:
    field = model.model_fields.get(name)
    if field is None or typing.get_origin(field.annotation) is not Literal:
        return None
    values = typing.get_args(field.annotation)
    return values[0] if len(values) == 1 else None


_MODELS: dict[type[BaseModel], Make] = {}
"""Each model's maker, worked out once per process from its fields (they never change)."""

_ABSENT = object()
_set = object.__setattr__


def _model_maker(model: type[BaseModel]) -> Make:
    """Make ``model`` as ``model_construct`` does (fields in their declared order, defaults for
    those the JSON leaves out, the fields it gives counted as set), with the JSON checked for
    shape on the way. ``model_construct`` itself costs twice as much for each of the pack's
    thousands of entries."""
    if (known := _MODELS.get(model)) is not None:
        return known
    plan: list[tuple[str, str, Make, Any, Callable[[], Any] | None]] = []
    new = model.__new__

    def make(data: Any) -> BaseModel:
        given = json_object(data)
        values: dict[str, Any] = {}
        named: set[str] = set()
        for name, key, field_maker, default, factory in plan:
            value = given.get(key, _ABSENT)
            if value is not _ABSENT:
                values[name] = field_maker(value)
                named.add(name)
            elif factory is not None:
                values[name] = factory()
            elif default is not PydanticUndefined:
                values[name] = default
            else:
                raise Unreadable(f"{model.__name__} lacks {name!r}")
        if len(named) != len(given):
            unknown = sorted(set(given) - {key for _, key, *_ in plan})
            raise Unreadable(f"{model.__name__} has no field {unknown}")
        made = new(model)
        _set(made, "__dict__", values)
        _set(made, "__pydantic_fields_set__", named)
        _set(made, "__pydantic_extra__", None)
        _set(made, "__pydantic_private__", None)
        return made

    _MODELS[model] = make  # before its fields: a model may hold itself
    if model.__pydantic_post_init__ is not None or model.__private_attributes__:
        raise Unreadable(f"{model.__name__} has a post-init or private attributes")
    for name, field in model.model_fields.items():
        key = field.serialization_alias or field.alias or name
        factory = field.default_factory
        plan.append((name, key, _maker(field.annotation), field.default, factory))  # type: ignore[arg-type]
    return make


def plain(model: BaseModel) -> dict[str, Any]:
    """``model.model_dump(exclude_defaults=True)``, worked out in Python from the fields.

    ``model_dump`` first builds pydantic's serialiser for the model and every model it holds,
    which the content models defer (``defer_build``): for the dozen models of the Meatgrinder's
    outcomes and interactions that is most of what ``worm gen`` spends on them. Fields come in
    their declared order, each left out where it equals its default; a wrap
    ``model_serializer`` (the outcomes' written order) is called as pydantic calls it. Models
    with anything else (field serialisers, other model serialisers, a ``Mapping`` field)
    raise ``Unreadable``. ``tests/unit/content/test_pack_cache.py`` holds every model in the
    pack to ``model_dump``'s answer, key order included."""
    fields, shape = _dump_plan(type(model))
    dumped: dict[str, Any] = {}
    values = model.__dict__
    for name, key, required, default in fields:
        value = values[name]
        if required or value != default:
            dumped[key] = _plain_value(value)
    if shape is None:
        return dumped
    shaped: dict[str, Any] = shape(model, lambda _: dumped)
    return shaped


DumpPlan = tuple[
    list[tuple[str, str, bool, Any]], Callable[[BaseModel, Callable[[Any], Any]], Any] | None
]
_DUMPS: dict[type[BaseModel], DumpPlan] = {}
"""Each model's fields (name, key, required, default) and wrap serialiser, worked out once."""


def _dump_plan(kind: type[BaseModel]) -> DumpPlan:
    if (known := _DUMPS.get(kind)) is not None:
        return known
    decorators = kind.__pydantic_decorators__
    if decorators.field_serializers:
        raise Unreadable(f"{kind.__name__} has field serialisers")
    shape = None
    for decorator in decorators.model_serializers.values():
        takes = len(inspect.signature(decorator.func).parameters)
        if shape is not None or decorator.info.mode != "wrap" or takes != 2:
            raise Unreadable(f"{kind.__name__} has a serialiser other than wrap(self, handler)")
        shape = decorator.func
    by_alias = kind.model_config.get("serialize_by_alias", False)
    fields = []
    for name, field in kind.model_fields.items():
        key = (field.serialization_alias or field.alias or name) if by_alias else name
        required = field.is_required()
        default = None if required else field.get_default(call_default_factory=True)
        fields.append((name, key, required, default))
    _DUMPS[kind] = plan = (fields, shape)
    return plan


def _plain_value(value: Any) -> Any:
    if isinstance(value, BaseModel):
        return plain(value)
    if isinstance(value, tuple | list):
        return type(value)(_plain_value(v) for v in value)
    if type(value) is dict:
        return {k: _plain_value(v) for k, v in value.items()}
    if isinstance(value, SCALARS):
        return value
    raise Unreadable(f"no plain form for a {type(value).__name__}")


Shape = Any
"""How ``worm.gen.plain`` rebuilds a value from JSON without pydantic (see :func:`shapes`)."""


def shapes(model: type[BaseModel]) -> dict[str, Any]:
    """What ``worm.gen.plain`` needs to rebuild ``model`` and every model it holds from their
    JSON without pydantic, as plain JSON: for each model (by module and name) its name, its
    fields (name, JSON key, how to rebuild the value, its default as JSON if it has one) and how
    :func:`plain` writes it (each field's key, whether it is required, and the order a wrap
    serialiser puts the keys in).

    A value is described as ``"="`` (JSON gives it as it is), ``["model", NAME]``,
    ``["tuple", SHAPE]``, ``["fixed", [SHAPE, …]]``, ``["map", SHAPE]`` (read-only),
    ``["dict", SHAPE]``, ``["optional", SHAPE]`` or ``["union", TAG, {VALUE: NAME}]``.
    It follows :func:`construct` case for case and raises ``Unreadable`` where it does."""
    found: dict[str, Any] = {}
    _shape(model, found)
    return found


def _name(model: type[BaseModel]) -> str:
    return f"{model.__module__}.{model.__qualname__}"


def _shape(annotation: Any, found: dict[str, Any]) -> Shape:
    if isinstance(annotation, type) and issubclass(annotation, BaseModel):
        name = _name(annotation)
        if name not in found:
            found[name] = None  # before its fields: a model may hold itself
            found[name] = _model_shape(annotation, found)
        return ["model", name]
    origin, args = typing.get_origin(annotation), typing.get_args(annotation)
    if origin is typing.Annotated:
        return _shape(args[0], found)
    if origin is Literal or annotation in SCALARS:
        return "="
    if origin is tuple:
        if len(args) == 2 and args[1] is Ellipsis:
            return ["tuple", _shape(args[0], found)]
        return ["fixed", [_shape(arg, found) for arg in args]]
    if origin is Mapping:
        return ["map", _shape(args[1], found)]
    if origin is dict:
        return ["dict", _shape(args[1], found)]
    if origin is typing.Union or origin is types.UnionType:
        return _union_shape(args, found)
    raise Unreadable(f"no way to rebuild a {annotation!r} from JSON")


def _union_shape(args: tuple[Any, ...], found: dict[str, Any]) -> Shape:
    members = [arg for arg in args if arg is not type(None)]
    if len(members) == 1:
        return ["optional", _shape(members[0], found)]
    models = [arg for arg in members if isinstance(arg, type) and issubclass(arg, BaseModel)]
    if not models:
        if all(_shape(arg, found) == "=" for arg in members):
            return "="
        raise Unreadable(f"no way to tell apart the members of {args!r}")
    if len(models) != len(members):
        raise Unreadable(f"no way to tell models from other values in {args!r}")
    for name in models[0].model_fields:
        values = [_tag(model, name) for model in models]
        if None not in values and len(set(values)) == len(values):
            members_by_tag = {
                value: _shape(model, found)[1] for value, model in zip(values, models, strict=True)
            }
            return ["union", name, members_by_tag]
    raise Unreadable(f"no field tells apart {[m.__name__ for m in models]}")


def _model_shape(model: type[BaseModel], found: dict[str, Any]) -> dict[str, Any]:
    if model.__pydantic_post_init__ is not None or model.__private_attributes__:
        raise Unreadable(f"{model.__name__} has a post-init or private attributes")
    fields = []
    for name, field in model.model_fields.items():
        key = field.serialization_alias or field.alias or name
        shape = _shape(field.annotation, found)
        if field.is_required():
            fields.append([name, key, shape])
        else:
            default = field.get_default(call_default_factory=True)
            fields.append([name, key, shape, to_jsonable_python(default)])
    dump, shaper = _dump_plan(model)
    order = None
    if shaper is not None:  # the wrap serialiser, asked how it orders every key
        every = {key: key for key, *_ in dump}
        order = list(shaper(model.model_construct(), lambda _: every))
        if not set(order) <= set(every):
            raise Unreadable(f"{model.__name__}'s serialiser writes keys it was not given")
    return {
        "name": model.__name__,
        "fields": fields,
        "dump": [[name, key] for name, key, *_ in dump],
        "order": order,
    }
