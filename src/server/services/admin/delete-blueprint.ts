import { examBlueprints } from '../../db/schema';
import { blueprintNotFound } from './blueprint-dto';
import { deleteByIdVerb } from './delete-by-id';

export const deleteBlueprint = deleteByIdVerb(examBlueprints, blueprintNotFound);
