// What the schema leaves undescribed: every type, field, argument, input field
// and enum value a client sees without a description. Used by the schema test
// (test/api/schema-descriptions.test.ts) and handy while writing new types.
import {
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  isScalarType,
  isSpecifiedScalarType,
  isUnionType,
  type GraphQLSchema,
} from 'graphql';

export function undescribed(schema: GraphQLSchema): string[] {
  const missing: string[] = [];
  const need = (where: string, description: string | null | undefined) => {
    if (!description?.trim()) missing.push(where);
  };
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith('__') || (isScalarType(type) && isSpecifiedScalarType(type))) continue;
    // The root types are described by their fields.
    const root = [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()].includes(type as never);
    if (!root) need(type.name, type.description);
    if (isObjectType(type) || isInterfaceType(type)) {
      for (const f of Object.values(type.getFields())) {
        need(`${type.name}.${f.name}`, f.description);
        for (const a of f.args) need(`${type.name}.${f.name}(${a.name})`, a.description);
      }
    } else if (isInputObjectType(type)) {
      for (const f of Object.values(type.getFields())) need(`${type.name}.${f.name}`, f.description);
    } else if (isEnumType(type)) {
      for (const v of type.getValues()) need(`${type.name}.${v.name}`, v.description);
    } else if (isUnionType(type)) {
      // described above
    }
  }
  return missing;
}
